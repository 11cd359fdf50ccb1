import { type components, extraTokensErrorMessage, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/**
 * Creates a Pix charge for blocks of 100,000 extra tokens (issue 31 §2): the result carries the
 * provider's QR code, the "copia e cola" and `expires_at`. Nothing is applied yet: follow it with
 * {@link usePixCharge} until `paid`. In test mode the server refuses (no real Pix) and
 * `error.message` says so.
 */
export function useCreatePixCharge() {
  const { payments } = useSppock();
  return useMutation<Schemas['PixChargeResult'], SppockError, Schemas['PixChargeRequest']>({
    mutationKey: ['post', '/payments/pix/charges/'],
    mutationFn: (body) => unwrap(payments.POST('/payments/pix/charges/', { body }), extraTokensErrorMessage),
  });
}
