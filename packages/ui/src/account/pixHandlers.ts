// MSW handlers of the Pix payment of extra tokens (issue 31 §2) for its stories and tests (typed
// from the contract): a charge is created pending with a provider-looking QR code and turns
// `paid` only when the test calls `confirm()` — as the provider's webhook would on the server.
import { EXTRA_TOKENS_BLOCK, type Schema } from '@sppock/sdk';
import { http } from '../testing/msw';

export const PIX_COPIA_E_COLA =
  '00020101021226880014br.gov.bcb.pix2566qr.stripe.com/pix/v2/cobv/exemplo5204000053039865802BR5913STRIPE PAGAMENTOS6009SAO PAULO62070503***6304ABCD';

/** A pending charge of `blocks` blocks expiring `expiresInSeconds` after `now`. */
export function pixChargeFixture(
  blocks = 2,
  { now = Date.now(), expiresInSeconds = 30 * 60, status = 'pending' as Schema<'PixCharge'>['status'] } = {},
): Schema<'PixCharge'> {
  return {
    id: 'pix_fixture1',
    purpose: 'extra_tokens',
    plan_type: null,
    blocks,
    tokens: blocks * EXTRA_TOKENS_BLOCK,
    amount: blocks * 0.5,
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

/** Pix handlers; `confirm()` marks the charge paid (what the provider's webhook does). */
export function pixHandlers({
  expiresInSeconds = 30 * 60,
  unavailable = false,
}: {
  expiresInSeconds?: number;
  unavailable?: boolean;
} = {}) {
  let charge: Schema<'PixCharge'> | null = null;
  const handlers = [
    http.post('/payments/pix/charges/', async ({ request, response }) => {
      if (unavailable) {
        return response(503).json({
          success: false,
          error:
            'Pix indisponível: este servidor está no modo de teste, sem provedor de pagamento real. Nenhum QR code foi gerado.',
        });
      }
      const { blocks } = await request.json();
      charge = { ...pixChargeFixture(blocks, { expiresInSeconds }), id: `pix_fixture${Date.now()}` };
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
      if (charge) {
        charge = { ...charge, status: 'paid', paid_at: new Date().toISOString() };
      }
    },
  };
}
