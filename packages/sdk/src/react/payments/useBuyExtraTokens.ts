import { type components, extraTokensErrorMessage, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/**
 * Buys blocks of 100,000 extra tokens. In test mode they count at once (usage refreshes); with
 * Stripe the result's `checkout_url` is where the user pays. `error.message` is the toast text.
 */
export function useBuyExtraTokens() {
  const { payments } = useSppock();
  return useMutation<Schemas['ExtraTokensPurchased'], SppockError, Schemas['ExtraTokensRequest']>({
    mutationKey: ['post', '/payments/extra-tokens/'],
    mutationFn: (body) => unwrap(payments.POST('/payments/extra-tokens/', { body }), extraTokensErrorMessage),
  });
}
