import { type components, teamLoadErrorMessage } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** The owner's view of the cycle's usage per person (tokens, cost in R$, conversations). */
export function useTeamUsage(options: SppockQueryOptions<Schemas['TeamUsage']> = {}) {
  const { api, $api } = useSppock();
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/teams/usage/').queryKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/teams/usage/', { signal }), teamLoadErrorMessage),
    retry: false,
    ...options,
  });
}
