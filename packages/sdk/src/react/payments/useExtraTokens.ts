import { type components, extraTokensErrorMessage } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** The cycle's extra tokens, their price, whether the plan may buy, and recent purchases. */
export function useExtraTokens(options: SppockQueryOptions<Schemas['ExtraTokensOverview']> = {}) {
  const { payments, $payments } = useSppock();
  return useQuery({
    queryKey: $payments.queryOptions('get', '/payments/extra-tokens/').queryKey,
    queryFn: ({ signal }) =>
      unwrap(payments.GET('/payments/extra-tokens/', { signal }), extraTokensErrorMessage),
    ...options,
  });
}
