import { type components, paymentsHttpErrorMessage } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** The payments service's usage summary. */
export function useUsageSummary(options: SppockQueryOptions<Schemas['PlanUsageSummaryResponse']> = {}) {
  const { payments, $payments } = useSppock();
  return useQuery({
    queryKey: $payments.queryOptions('get', '/payments/usage/summary/').queryKey,
    queryFn: ({ signal }) =>
      unwrap(payments.GET('/payments/usage/summary/', { signal }), paymentsHttpErrorMessage),
    ...options,
  });
}
