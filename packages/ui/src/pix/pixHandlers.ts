// MSW handlers of paying with Pix (issue 31 §2) for stories and tests (typed from the contract):
// a charge — extra tokens or 30 days of a plan — is created pending with a provider-looking QR
// code and turns `paid` only when the test calls `confirm()`, as the provider's webhook would on
// the server. The plans' and the account's handlers apply the paid plan periods to the current
// subscription with `withPaidPixPeriods`, as the server does.
import { EXTRA_TOKENS_BLOCK, type Schema } from '@sppock/sdk';
import { PLANS } from '../shell/fixtures';
import { http } from '../testing/msw';

type PixCharge = Schema<'PixCharge'>;
type PixPlan = 'professional' | 'enterprise';

const DAY_MS = 86_400_000;
const PERIOD_MS = 30 * DAY_MS;

export const PIX_COPIA_E_COLA =
  '00020101021226880014br.gov.bcb.pix2566qr.stripe.com/pix/v2/cobv/exemplo5204000053039865802BR5913STRIPE PAGAMENTOS6009SAO PAULO62070503***6304ABCD';

/** The server's refusal in test mode (no real Pix). */
export const PIX_UNAVAILABLE =
  'Pix indisponível: este servidor está no modo de teste, sem provedor de pagamento real. Nenhum QR code foi gerado.';

/** The server's 409 for a plan paid by card (PIX_MESSAGES.paidByCard). */
export const PIX_PAID_BY_CARD =
  'Seu plano Professional é cobrado no cartão. Para pagar com Pix, cancele a assinatura e, quando ela terminar, gere o Pix do plano.';

interface FixtureTiming {
  now?: number;
  expiresInSeconds?: number;
  status?: PixCharge['status'];
}

function baseCharge({
  now = Date.now(),
  expiresInSeconds = 30 * 60,
  status = 'pending',
}: FixtureTiming): Omit<PixCharge, 'purpose' | 'plan_type' | 'blocks' | 'tokens' | 'amount'> {
  return {
    id: 'pix_fixture1',
    status,
    qr_code: PIX_COPIA_E_COLA,
    // A small inline image stands in for the provider's hosted QR image in stories and tests.
    qr_image_png: null,
    qr_image_svg:
      'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="white"/><rect x="1" y="1" width="3" height="3"/><rect x="6" y="1" width="3" height="3"/><rect x="1" y="6" width="3" height="3"/></svg>',
    expires_at: new Date(now + expiresInSeconds * 1000).toISOString(),
    created_at: new Date(now).toISOString(),
    paid_at: status === 'paid' ? new Date(now).toISOString() : null,
  };
}

/** A pending charge of `blocks` blocks of extra tokens expiring `expiresInSeconds` after `now`. */
export function pixChargeFixture(blocks = 2, timing: FixtureTiming = {}): PixCharge {
  return {
    ...baseCharge(timing),
    purpose: 'extra_tokens',
    plan_type: null,
    blocks,
    tokens: blocks * EXTRA_TOKENS_BLOCK,
    amount: blocks * 0.5,
  };
}

/** A charge of 30 days of `plan` at its monthly price. */
export function planPixChargeFixture(plan: PixPlan = 'professional', timing: FixtureTiming = {}): PixCharge {
  return {
    ...baseCharge(timing),
    purpose: 'plan_period',
    plan_type: plan,
    blocks: 0,
    tokens: 0,
    amount: PLANS.find((candidate) => candidate.type === plan)?.pricing.monthly ?? 0,
  };
}

/**
 * The current subscription once the paid plan periods are applied, as the server applies them:
 * a plan paid by Pix is extended from the date it is paid until (or from the payment, once that
 * date has passed); otherwise a new Pix subscription starts at the payment.
 */
export function withPaidPixPeriods(
  subscription: Schema<'CurrentSubscription'> | null,
  paid: readonly PixCharge[],
): Schema<'CurrentSubscription'> | null {
  let current = subscription;
  for (const charge of paid) {
    if (charge.purpose !== 'plan_period' || !charge.plan_type) {
      continue;
    }
    const paidAt = Date.parse(charge.paid_at ?? charge.created_at);
    if (current?.paid_with === 'pix' && current.paid_until && current.type === charge.plan_type) {
      const from = Math.max(Date.parse(current.paid_until), paidAt);
      current = { ...current, paid_until: new Date(from + PERIOD_MS).toISOString() };
      continue;
    }
    const end = new Date(paidAt + PERIOD_MS).toISOString();
    current = {
      type: charge.plan_type,
      active: true,
      id: 'sub_pixFixture',
      cancel_at_period_end: false,
      current_period_end: end,
      paid_with: 'pix',
      paid_until: end,
    };
  }
  return current;
}

export interface PixHandlerOptions {
  /** How long a new code accepts payment. @default 30 minutes */
  expiresInSeconds?: number;
  /** Test mode: the server refuses with 503 and no QR code. @default false */
  unavailable?: boolean;
  /** A 409 the server answers a plan period with (e.g. `PIX_PAID_BY_CARD`). @default none */
  planRefusal?: string;
}

/** Pix handlers; `confirm()` marks the last charge paid (what the provider's webhook does). */
export function pixHandlers({
  expiresInSeconds = 30 * 60,
  unavailable = false,
  planRefusal,
}: PixHandlerOptions = {}) {
  let charge: PixCharge | null = null;
  const paid: PixCharge[] = [];
  let created = 0;
  const handlers = [
    http.post('/payments/pix/charges/', async ({ request, response }) => {
      if (unavailable) {
        return response(503).json({ success: false, error: PIX_UNAVAILABLE });
      }
      const body = await request.json();
      if (body.purpose === 'plan_period') {
        if (planRefusal) {
          return response(409).json({ success: false, error: planRefusal });
        }
        if (!body.plan_type || body.blocks !== undefined) {
          return response(400).json({ success: false, error: 'Pedido inválido.' });
        }
        charge = planPixChargeFixture(body.plan_type, { expiresInSeconds });
      } else {
        charge = pixChargeFixture(body.blocks, { expiresInSeconds });
      }
      created += 1;
      charge = { ...charge, id: `pix_fixture${created}` };
      return response(201).json({ success: true, charge });
    }),
    http.get('/payments/pix/charges/{id}/', ({ params, response }) => {
      if (!charge || charge.id !== params.id) {
        return response(404).json({ success: false, error: 'Cobrança Pix não encontrada.' });
      }
      return response(200).json({ success: true, charge });
    }),
  ];
  return {
    handlers,
    confirm() {
      if (charge && charge.status === 'pending') {
        charge = { ...charge, status: 'paid', paid_at: new Date().toISOString() };
        paid.push(charge);
      }
    },
    /** The charges paid so far, oldest first. */
    paid(): readonly PixCharge[] {
      return paid;
    },
  };
}

/** What `pixHandlers()` returns: its handlers, `confirm()` and the paid charges. */
export type PixFixture = ReturnType<typeof pixHandlers>;
