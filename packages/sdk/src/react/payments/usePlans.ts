import { type components, plansLoadErrorMessage } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** The three plans, public (no session needed): the plans page for visitors. */
export function usePlans(options: SppockQueryOptions<Schemas['SubscriptionPlanList']> = {}) {
  const { payments, $payments } = useSppock();
  return useQuery({
    queryKey: $payments.queryOptions('get', '/payments/plans/').queryKey,
    queryFn: ({ signal }) => unwrap(payments.GET('/payments/plans/', { signal }), plansLoadErrorMessage),
    ...options,
  });
}
