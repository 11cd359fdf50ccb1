import { type components, supportErrorMessage } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** The operators a support message can be assigned to (superusers only). */
export function useSupportOperators(options: SppockQueryOptions<Schemas['SupportOperatorList']> = {}) {
  const { api, $api } = useSppock();
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/support/admin/operators/').queryKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/support/admin/operators/', { signal }), (failure) =>
        supportErrorMessage(failure, 'messages'),
      ),
    staleTime: 5 * 60_000,
    ...options,
  });
}
