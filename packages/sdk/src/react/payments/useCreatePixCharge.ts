import { type components, pixChargeErrorMessage, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/**
 * Creates a Pix charge (issue 31 §2): `{ blocks }` for blocks of 100,000 extra tokens, or
 * `{ purpose: 'plan_period', plan_type }` for 30 days of Pro or Enterprise at the catalogue's price
 * (a renewal when that plan is already paid by Pix). The result carries the provider's QR code,
 * the "copia e cola" and `expires_at`. Nothing is applied yet: follow it with
 * {@link usePixCharge} until `paid`, which refreshes what was bought. `error.message` is the
 * server's refusal in pt-BR: test mode has no real Pix (503), a plan paid by card or another
 * running Pix plan cannot take a plan period (409).
 */
export function useCreatePixCharge() {
  const { payments } = useSppock();
  return useMutation<Schemas['PixChargeResult'], SppockError, Schemas['PixChargeRequest']>({
    mutationKey: ['post', '/payments/pix/charges/'],
    mutationFn: (body) => unwrap(payments.POST('/payments/pix/charges/', { body }), pixChargeErrorMessage),
  });
}
