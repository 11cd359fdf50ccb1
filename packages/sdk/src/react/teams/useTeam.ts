import { type components, teamLoadErrorMessage } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/**
 * The caller's Enterprise team: their role, the seats in use ('3/10'), the people and, for the
 * owner, the open invitations. A person outside any team gets a 403 error (`error.message`).
 */
export function useTeam(options: SppockQueryOptions<Schemas['Team']> = {}) {
  const { api, $api } = useSppock();
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/teams/').queryKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/teams/', { signal }), teamLoadErrorMessage),
    retry: false,
    ...options,
  });
}
