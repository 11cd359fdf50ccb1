import { type components, plansLoadErrorMessage } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** Plans with the current subscription (the plans page). */
export function useUpgradeOptions(options: SppockQueryOptions<Schemas['UpgradeOptions']> = {}) {
  const { payments, $payments } = useSppock();
  return useQuery({
    queryKey: $payments.queryOptions('get', '/payments/upgrade/').queryKey,
    queryFn: ({ signal }) => unwrap(payments.GET('/payments/upgrade/', { signal }), plansLoadErrorMessage),
    ...options,
  });
}
