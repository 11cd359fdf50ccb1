// A local fake of the part of Stripe's API the provider uses, speaking Stripe's request format:
// form-encoded bodies with bracketed keys and `Authorization: Bearer sk_test_…`.
import { createHmac } from 'node:crypto';
import { type FakeHttp, type FakeResponse, type RecordedRequest, startFakeHttp } from './http.ts';

type Json = Record<string, unknown>;

/** `line_items[0][price]=x&lookup_keys[]=y` → `{ line_items: [{ price: 'x' }], lookup_keys: ['y'] }`. */
export function parseForm(text: string): Json {
  const result: Json = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.replace(/\]/g, '').split('[');
    let node: Json | unknown[] = result;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const container = node as Record<string, unknown> & unknown[];
      if (last) {
        if (part === '') {
          (container as unknown[]).push(value);
        } else {
          container[part as unknown as number] = value;
        }
        return;
      }
      const next = parts[index + 1] ?? '';
      const key = part as unknown as number;
      container[key] ??= /^\d*$/.test(next) ? [] : {};
      node = container[key] as Json;
    });
  }
  return result;
}

/** A webhook call as Stripe sends it: the JSON body and its `Stripe-Signature` header. */
export interface SignedEvent {
  id: string;
  payload: string;
  signature: string;
}

export interface FakeStripe extends FakeHttp {
  secretKey: string;
  /** The endpoint secret (`whsec_…`) webhook calls are signed with. */
  webhookSecret: string;
  customers: Map<string, Json>;
  prices: Map<string, Json>;
  sessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  paymentIntents: Map<string, Json>;
  /**
   * What a customer on the checkout page does: the session completes and a subscription starts.
   * With `paid: false` (boleto, Pix) the session completes unpaid and the subscription waits
   * (`incomplete`) until {@link FakeStripe.settleAsyncPayment}. A one-off payment session
   * (`mode: payment`) completes without a subscription and returns ''.
   */
  completeCheckout(sessionId: string, options?: { paid?: boolean }): string;
  /** The delayed payment of an unpaid completed session clears. */
  settleAsyncPayment(sessionId: string): void;
  /**
   * A webhook event about `object`, signed as Stripe signs it (`t=…,v1=HMAC-SHA256(t.payload)`).
   * `timestamp` (seconds) defaults to now; `secret` to the endpoint's.
   */
  signedEvent(
    type: string,
    object: Json,
    options?: { timestamp?: number; secret?: string; id?: string },
  ): SignedEvent;
  expireCheckout(sessionId: string): void;
  /** The payer pays a Pix PaymentIntent in the bank app: it succeeds. */
  payPix(intentId: string): void;
  /** A Pix PaymentIntent's code expires unpaid (Stripe moves it back to requires_payment_method). */
  expirePix(intentId: string): void;
  /** Moves a subscription's period, as Stripe does when it renews. */
  setPeriod(subscriptionId: string, start: Date, end: Date): void;
}

export async function startFakeStripe(
  secretKey = 'sk_test_fake51Sppock',
  webhookSecret = 'whsec_fakeSppockEndpoint0123456789',
): Promise<FakeStripe> {
  let counter = 0;
  const id = (prefix: string) => `${prefix}_fake${String(++counter).padStart(6, '0')}`;
  const customers = new Map<string, Json>();
  const products = new Map<string, Json>();
  const prices = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const paymentIntents = new Map<string, Json>();
  const now = () => Math.floor(Date.now() / 1000);

  const error = (status: number, message: string): FakeResponse => ({
    status,
    body: { error: { type: 'invalid_request_error', message } },
  });

  const handle = (request: RecordedRequest): FakeResponse => {
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return error(401, 'Invalid API Key provided');
    }
    if (
      request.method === 'POST' &&
      request.headers['content-type'] !== 'application/x-www-form-urlencoded'
    ) {
      return error(400, 'Invalid request: bodies must be form-encoded');
    }
    const form = parseForm(request.body);
    const segments = request.path.split('/').filter(Boolean);
    if (segments[0] !== 'v1') {
      return error(404, 'Unrecognized request URL');
    }
    // `checkout/sessions` is the one resource with two segments.
    const nested = segments[1] === 'checkout';
    const resource = nested ? `${segments[1]}/${segments[2]}` : segments[1];
    const objectId = nested ? segments[3] : segments[2];
    switch (`${request.method} ${resource}${objectId ? '/:id' : ''}`) {
      case 'GET prices': {
        const keys = parseForm(request.query.toString()).lookup_keys as string[] | undefined;
        const data = [...prices.values()].filter((p) => keys?.includes(p.lookup_key as string));
        return { status: 200, body: { object: 'list', data, has_more: false } };
      }
      case 'POST products': {
        const product = { id: id('prod'), object: 'product', name: form.name, metadata: form.metadata ?? {} };
        products.set(product.id, product);
        return { status: 200, body: product };
      }
      case 'POST prices': {
        if (!products.has(form.product as string)) {
          return error(400, 'No such product');
        }
        const price = {
          id: id('price'),
          object: 'price',
          product: form.product,
          currency: form.currency,
          unit_amount: Number(form.unit_amount),
          recurring: form.recurring,
          lookup_key: form.lookup_key,
          active: true,
        };
        prices.set(price.id, price);
        return { status: 200, body: price };
      }
      case 'POST customers': {
        const customer = {
          id: id('cus'),
          object: 'customer',
          email: form.email,
          metadata: form.metadata ?? {},
        };
        customers.set(customer.id, customer);
        return { status: 200, body: customer };
      }
      case 'POST checkout/sessions': {
        const items = form.line_items as
          | { price?: string; quantity: string; price_data?: Record<string, unknown> }[]
          | undefined;
        // A one-off payment names its price inline (`price_data`); a subscription, a created price.
        const oneOff =
          form.mode === 'payment' &&
          items?.[0]?.price_data?.currency === 'brl' &&
          Number(items[0].price_data.unit_amount) >= 1 &&
          typeof (items[0].price_data.product_data as { name?: unknown } | undefined)?.name === 'string';
        const recurring = form.mode === 'subscription' && items?.[0] && prices.has(items[0].price ?? '');
        if (!oneOff && !recurring) {
          return error(400, 'Invalid checkout session');
        }
        if (form.customer !== undefined ? !customers.has(form.customer as string) : !form.customer_email) {
          return error(400, 'No such customer');
        }
        const sessionId = id('cs_test');
        const session = {
          id: sessionId,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/${sessionId}`,
          status: 'open',
          payment_status: 'unpaid',
          mode: form.mode,
          customer: form.customer ?? null,
          customer_email: form.customer_email ?? null,
          subscription: null,
          client_reference_id: form.client_reference_id,
          success_url: form.success_url,
          cancel_url: form.cancel_url,
          line_items: items,
          metadata: form.metadata ?? {},
        };
        sessions.set(sessionId, session);
        return { status: 200, body: session };
      }
      case 'GET checkout/sessions/:id': {
        const session = sessions.get(objectId ?? '');
        return session ? { status: 200, body: session } : error(404, 'No such checkout session');
      }
      case 'GET subscriptions/:id': {
        const subscription = subscriptions.get(objectId ?? '');
        return subscription ? { status: 200, body: subscription } : error(404, 'No such subscription');
      }
      case 'POST subscriptions/:id': {
        const subscription = subscriptions.get(objectId ?? '');
        if (!subscription) {
          return error(404, 'No such subscription');
        }
        if (form.cancel_at_period_end !== undefined) {
          subscription.cancel_at_period_end = form.cancel_at_period_end === 'true';
        }
        const items = form.items as { id: string; price: string }[] | undefined;
        if (items?.[0]) {
          const data = (subscription.items as { data: Json[] }).data;
          const item = data.find((i) => i.id === items[0]?.id);
          if (!item || !prices.has(items[0].price)) {
            return error(400, 'Invalid subscription item');
          }
          item.price = prices.get(items[0].price);
        }
        return { status: 200, body: subscription };
      }
      case 'DELETE subscriptions/:id': {
        const subscription = subscriptions.get(objectId ?? '');
        if (!subscription) {
          return error(404, 'No such subscription');
        }
        subscription.status = 'canceled';
        subscription.canceled_at = now();
        return { status: 200, body: subscription };
      }
      case 'POST payment_intents': {
        const amount = Number(form.amount);
        if (!Number.isInteger(amount) || amount < 1) {
          return error(400, 'Invalid amount');
        }
        const intentId = id('pi');
        const methods = form.payment_method_types as string[] | undefined;
        if (methods?.[0] === 'pix') {
          // Stripe's Pix: BRL only, confirmed at once, answering the QR code to display.
          const options = form.payment_method_options as { pix?: Json } | undefined;
          const expiresAfter = Number(options?.pix?.expires_after_seconds);
          if (
            form.currency !== 'brl' ||
            form.confirm !== 'true' ||
            !(expiresAfter >= 10 && expiresAfter <= 1_209_600)
          ) {
            return error(400, 'Invalid Pix payment intent');
          }
          const expiresAt = now() + expiresAfter;
          const intent = {
            id: intentId,
            object: 'payment_intent',
            amount,
            currency: 'brl',
            status: 'requires_action',
            payment_method_types: ['pix'],
            client_secret: `${intentId}_secret_fake`,
            description: form.description ?? null,
            metadata: form.metadata ?? {},
            next_action: {
              type: 'pix_display_qr_code',
              pix_display_qr_code: {
                data: `00020101021226880014br.gov.bcb.pix2566qr.stripe.com/pix/${intentId}5204000053039865802BR5913STRIPE PAGAMENTOS6009SAO PAULO62070503***6304ABCD`,
                expires_at: expiresAt,
                hosted_instructions_url: `https://payments.stripe.com/pix/instructions/${intentId}`,
                image_url_png: `https://qr.stripe.com/${intentId}.png`,
                image_url_svg: `https://qr.stripe.com/${intentId}.svg`,
              },
            },
          };
          paymentIntents.set(intentId, intent);
          return { status: 200, body: intent };
        }
        const intent = {
          id: intentId,
          object: 'payment_intent',
          amount,
          currency: form.currency,
          status: 'requires_payment_method',
          client_secret: `${intentId}_secret_fake`,
          metadata: form.metadata ?? {},
        };
        paymentIntents.set(intentId, intent);
        return { status: 200, body: intent };
      }
      case 'GET payment_intents/:id': {
        const intent = paymentIntents.get(objectId ?? '');
        return intent ? { status: 200, body: intent } : error(404, 'No such payment_intent');
      }
      default:
        return error(404, `Unrecognized request URL (${request.method}: ${request.path})`);
    }
  };

  const http = await startFakeHttp(handle);
  return {
    ...http,
    secretKey,
    webhookSecret,
    customers,
    prices,
    sessions,
    subscriptions,
    paymentIntents,
    completeCheckout(sessionId, options = {}) {
      const paid = options.paid ?? true;
      const session = sessions.get(sessionId);
      if (!session) {
        throw new Error(`Sessão de checkout desconhecida: ${sessionId}`);
      }
      if (session.mode === 'payment') {
        session.status = 'complete';
        session.payment_status = paid ? 'paid' : 'unpaid';
        return '';
      }
      const start = now();
      const priceId = (session.line_items as { price: string }[])[0]?.price ?? '';
      const subscriptionId = id('sub');
      subscriptions.set(subscriptionId, {
        id: subscriptionId,
        object: 'subscription',
        customer: session.customer,
        status: paid ? 'active' : 'incomplete',
        cancel_at_period_end: false,
        items: {
          object: 'list',
          data: [
            {
              id: id('si'),
              price: prices.get(priceId),
              current_period_start: start,
              current_period_end: start + 30 * 86_400,
            },
          ],
        },
      });
      session.status = 'complete';
      session.payment_status = paid ? 'paid' : 'unpaid';
      session.subscription = subscriptionId;
      return subscriptionId;
    },
    settleAsyncPayment(sessionId) {
      const session = sessions.get(sessionId);
      const subscription = subscriptions.get(String(session?.subscription ?? ''));
      if (!session || !subscription) {
        throw new Error(`Sessão de checkout sem assinatura: ${sessionId}`);
      }
      session.payment_status = 'paid';
      subscription.status = 'active';
    },
    signedEvent(type, object, options = {}) {
      const timestamp = options.timestamp ?? now();
      const eventId = options.id ?? id('evt');
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        type,
        created: timestamp,
        data: { object },
      });
      const mac = createHmac('sha256', options.secret ?? webhookSecret)
        .update(`${timestamp}.${payload}`)
        .digest('hex');
      return { id: eventId, payload, signature: `t=${timestamp},v1=${mac}` };
    },
    payPix(intentId) {
      const intent = paymentIntents.get(intentId);
      if (!intent) {
        throw new Error(`PaymentIntent desconhecido: ${intentId}`);
      }
      intent.status = 'succeeded';
      intent.next_action = null;
    },
    expirePix(intentId) {
      const intent = paymentIntents.get(intentId);
      if (!intent) {
        throw new Error(`PaymentIntent desconhecido: ${intentId}`);
      }
      const qr = (intent.next_action as { pix_display_qr_code: Json } | null)?.pix_display_qr_code;
      if (qr) {
        qr.expires_at = now() - 1;
      }
      intent.status = 'requires_payment_method';
    },
    expireCheckout(sessionId) {
      const session = sessions.get(sessionId);
      if (session) {
        session.status = 'expired';
      }
    },
    setPeriod(subscriptionId, start, end) {
      const subscription = subscriptions.get(subscriptionId);
      const item = (subscription?.items as { data: Json[] } | undefined)?.data[0];
      if (item) {
        item.current_period_start = Math.floor(start.getTime() / 1000);
        item.current_period_end = Math.floor(end.getTime() / 1000);
      }
    },
  };
}
