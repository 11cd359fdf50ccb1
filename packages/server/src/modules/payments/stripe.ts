// Stripe over its HTTP API (form-encoded bodies, Bearer secret key). Prices are found by lookup
// key and created on first use, so a fresh Stripe account needs no manual setup.
import { randomUUID } from 'node:crypto';
import { CYCLE_DAYS, type PlanRow } from './plans.ts';
import {
  type CheckoutRequest,
  type CheckoutSession,
  type CheckoutState,
  type PaymentCheckoutRequest,
  type PaymentIntentResult,
  type PaymentProvider,
  PaymentProviderError,
  type PixCharge,
  type PixChargeRequest,
  type PixChargeState,
  type RemoteSubscription,
  type SubscriptionRow,
} from './provider.ts';

type FormValue = string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };

/** Stripe's form encoding: `line_items[0][price]=…`, `metadata[user_id]=…`. */
export function encodeForm(params: Record<string, FormValue>): string {
  const pairs: string[] = [];
  const walk = (prefix: string, value: FormValue) => {
    if (value === undefined || value === null) {
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        walk(`${prefix}[${index}]`, item);
      });
      return;
    }
    if (typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        walk(`${prefix}[${key}]`, inner);
      }
      return;
    }
    pairs.push(`${encodeURIComponent(prefix)}=${encodeURIComponent(String(value))}`);
  };
  for (const [key, value] of Object.entries(params)) {
    walk(key, value);
  }
  return pairs.join('&');
}

interface StripeSubscriptionObject {
  id: string;
  status: string;
  cancel_at_period_end: boolean;
  current_period_start?: number;
  current_period_end?: number;
  items?: { data: { id: string; current_period_start?: number; current_period_end?: number }[] };
}

function remoteStatus(status: string): RemoteSubscription['status'] {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
    case 'incomplete':
      return 'past_due';
    default:
      return 'canceled';
  }
}

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly secretKey: string;
  private readonly apiBase: string;
  private readonly prices = new Map<string, Promise<string>>();

  constructor(secretKey: string, apiBase = 'https://api.stripe.com') {
    this.secretKey = secretKey;
    this.apiBase = apiBase.replace(/\/+$/, '');
  }

  private async request<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    params?: Record<string, FormValue>,
  ) {
    const query = method === 'GET' && params ? `?${encodeForm(params)}` : '';
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.secretKey}`,
      accept: 'application/json',
    };
    let body: string | undefined;
    if (method === 'POST') {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers['idempotency-key'] = randomUUID();
      body = params ? encodeForm(params) : '';
    }
    let response: Response;
    try {
      response = await fetch(`${this.apiBase}${path}${query}`, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(20_000),
      });
    } catch (error) {
      throw new PaymentProviderError(`Stripe inacessível: ${(error as Error).message}`);
    }
    const payload = (await response.json().catch(() => ({}))) as T & { error?: { message?: string } };
    if (!response.ok) {
      throw new PaymentProviderError(
        `Stripe respondeu ${response.status}: ${payload.error?.message ?? 'erro desconhecido'}`,
      );
    }
    return payload as T;
  }

  /** The recurring BRL price of a plan (30-day interval), created on first use. */
  private priceFor(plan: PlanRow): Promise<string> {
    const lookupKey = `sppock_${plan.type}_${plan.priceCents}_30d`;
    let price = this.prices.get(lookupKey);
    if (!price) {
      price = this.findOrCreatePrice(plan, lookupKey);
      this.prices.set(lookupKey, price);
      price.catch(() => this.prices.delete(lookupKey));
    }
    return price;
  }

  private async findOrCreatePrice(plan: PlanRow, lookupKey: string): Promise<string> {
    const found = await this.request<{ data: { id: string }[] }>('GET', '/v1/prices', {
      'lookup_keys[]': lookupKey,
      active: true,
      limit: 1,
    });
    const existing = found.data[0];
    if (existing) {
      return existing.id;
    }
    const product = await this.request<{ id: string }>('POST', '/v1/products', {
      name: `Sppock ${plan.name}`,
      metadata: { plan_type: plan.type },
    });
    const created = await this.request<{ id: string }>('POST', '/v1/prices', {
      product: product.id,
      currency: 'brl',
      unit_amount: plan.priceCents,
      recurring: { interval: 'day', interval_count: CYCLE_DAYS },
      lookup_key: lookupKey,
      metadata: { plan_type: plan.type },
    });
    return created.id;
  }

  async startCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    let customerId = request.customerId;
    if (!customerId) {
      const customer = await this.request<{ id: string }>('POST', '/v1/customers', {
        email: request.email,
        metadata: { user_id: request.userId },
      });
      customerId = customer.id;
    }
    const price = await this.priceFor(request.plan);
    const session = await this.request<{ id: string; url: string }>('POST', '/v1/checkout/sessions', {
      mode: 'subscription',
      customer: customerId,
      client_reference_id: request.subscriptionId,
      line_items: [{ price, quantity: 1 }],
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      metadata: { subscription_id: request.subscriptionId, plan_type: request.plan.type },
      subscription_data: {
        metadata: { subscription_id: request.subscriptionId, plan_type: request.plan.type },
      },
    });
    return { sessionId: session.id, url: session.url, customerId };
  }

  async startPaymentCheckout(request: PaymentCheckoutRequest): Promise<CheckoutSession> {
    const session = await this.request<{ id: string; url: string; customer: string | null }>(
      'POST',
      '/v1/checkout/sessions',
      {
        mode: 'payment',
        ...(request.customerId ? { customer: request.customerId } : { customer_email: request.email }),
        client_reference_id: request.reference,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'brl',
              unit_amount: request.amountCents,
              product_data: { name: request.description },
            },
          },
        ],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        metadata: { purchase_id: request.reference, user_id: request.userId },
      },
    );
    return { sessionId: session.id, url: session.url, customerId: session.customer ?? request.customerId };
  }

  async checkoutState(sessionId: string): Promise<CheckoutState> {
    const session = await this.request<{
      status: string;
      payment_status?: string;
      subscription: string | null;
      customer: string | null;
    }>('GET', `/v1/checkout/sessions/${encodeURIComponent(sessionId)}`);
    // A session completed with a delayed method (boleto, Pix) is not paid yet: the plan waits for
    // `payment_status: paid` (the webhook's checkout.session.async_payment_succeeded).
    const paid = session.status === 'complete' && session.payment_status === 'paid';
    const status = paid ? 'complete' : session.status === 'expired' ? 'expired' : 'open';
    return { status, providerSubscriptionId: session.subscription, customerId: session.customer };
  }

  private async getSubscription(id: string): Promise<StripeSubscriptionObject> {
    return this.request<StripeSubscriptionObject>('GET', `/v1/subscriptions/${encodeURIComponent(id)}`);
  }

  async fetchSubscription(subscription: SubscriptionRow): Promise<RemoteSubscription | null> {
    if (!subscription.providerSubscriptionId) {
      return null;
    }
    const remote = await this.getSubscription(subscription.providerSubscriptionId);
    const item = remote.items?.data[0];
    const start = item?.current_period_start ?? remote.current_period_start;
    const end = item?.current_period_end ?? remote.current_period_end;
    return {
      status: remoteStatus(remote.status),
      currentPeriodStart: start ? new Date(start * 1000) : subscription.currentPeriodStart,
      currentPeriodEnd: end ? new Date(end * 1000) : subscription.currentPeriodEnd,
      cancelAtPeriodEnd: remote.cancel_at_period_end,
    };
  }

  async changePlan(subscription: SubscriptionRow, plan: PlanRow): Promise<void> {
    if (!subscription.providerSubscriptionId) {
      return;
    }
    const remote = await this.getSubscription(subscription.providerSubscriptionId);
    const item = remote.items?.data[0];
    if (!item) {
      throw new PaymentProviderError('Assinatura do Stripe sem itens.');
    }
    await this.request(
      'POST',
      `/v1/subscriptions/${encodeURIComponent(subscription.providerSubscriptionId)}`,
      {
        items: [{ id: item.id, price: await this.priceFor(plan) }],
        // The difference is invoiced and charged now, and a payment that fails refuses the change:
        // a higher plan is never granted on credit.
        proration_behavior: 'always_invoice',
        payment_behavior: 'error_if_incomplete',
        cancel_at_period_end: false,
        metadata: { plan_type: plan.type },
      },
    );
  }

  async setCancelAtPeriodEnd(subscription: SubscriptionRow, cancel: boolean): Promise<void> {
    if (!subscription.providerSubscriptionId) {
      return;
    }
    await this.request(
      'POST',
      `/v1/subscriptions/${encodeURIComponent(subscription.providerSubscriptionId)}`,
      {
        cancel_at_period_end: cancel,
      },
    );
  }

  async cancelNow(subscription: SubscriptionRow): Promise<void> {
    if (!subscription.providerSubscriptionId) {
      return;
    }
    await this.request(
      'DELETE',
      `/v1/subscriptions/${encodeURIComponent(subscription.providerSubscriptionId)}`,
    );
  }

  async createPaymentIntent(input: {
    amount: number;
    currency: 'brl';
    userId: number;
    planType: string | null;
  }): Promise<PaymentIntentResult> {
    const intent = await this.request<{ id: string; client_secret: string; status: string }>(
      'POST',
      '/v1/payment_intents',
      {
        amount: input.amount,
        currency: input.currency,
        automatic_payment_methods: { enabled: true },
        metadata: { user_id: input.userId, plan_type: input.planType ?? undefined },
      },
    );
    return { id: intent.id, clientSecret: intent.client_secret, status: intent.status };
  }

  /**
   * A PaymentIntent paid by Pix, confirmed at once so Stripe answers the QR code in
   * `next_action.pix_display_qr_code` (`data` is the copia e cola, `expires_at` in seconds).
   */
  async startPixCharge(request: PixChargeRequest): Promise<PixCharge> {
    const intent = await this.request<StripePaymentIntent>('POST', '/v1/payment_intents', {
      amount: request.amountCents,
      currency: 'brl',
      payment_method_types: ['pix'],
      payment_method_data: { type: 'pix', billing_details: { email: request.email } },
      payment_method_options: { pix: { expires_after_seconds: request.expiresAfterSeconds } },
      confirm: true,
      receipt_email: request.email,
      description: request.description,
      metadata: { pix_charge_id: request.reference, user_id: request.userId },
    });
    const qr = intent.next_action?.pix_display_qr_code;
    if (intent.next_action?.type !== 'pix_display_qr_code' || !qr?.data || !qr.expires_at) {
      throw new PaymentProviderError(`Stripe não devolveu o QR code do Pix (status ${intent.status}).`);
    }
    return {
      providerChargeId: intent.id,
      qrCode: qr.data,
      qrImagePng: qr.image_url_png ?? null,
      qrImageSvg: qr.image_url_svg ?? null,
      expiresAt: new Date(qr.expires_at * 1000),
    };
  }

  async pixChargeState(providerChargeId: string): Promise<PixChargeState> {
    const intent = await this.request<StripePaymentIntent>(
      'GET',
      `/v1/payment_intents/${encodeURIComponent(providerChargeId)}`,
    );
    const reference =
      typeof intent.metadata?.pix_charge_id === 'string' ? intent.metadata.pix_charge_id : null;
    const expiresAt = intent.next_action?.pix_display_qr_code?.expires_at;
    let status: PixChargeState['status'] = 'pending';
    if (intent.status === 'succeeded') {
      status = 'paid';
    } else if (intent.status === 'canceled') {
      status = 'failed';
    } else if (intent.status === 'requires_payment_method') {
      // Pix returns here when the code expired unpaid (or the payment failed).
      status = expiresAt && expiresAt * 1000 <= Date.now() ? 'expired' : 'failed';
    }
    return { status, amountCents: intent.amount, reference };
  }
}

interface StripePaymentIntent {
  id: string;
  amount: number;
  status: string;
  metadata?: Record<string, unknown>;
  next_action?: {
    type?: string;
    pix_display_qr_code?: {
      data?: string;
      expires_at?: number;
      hosted_instructions_url?: string;
      image_url_png?: string;
      image_url_svg?: string;
    } | null;
  } | null;
}
