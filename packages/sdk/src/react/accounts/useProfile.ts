import type { components } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { useIsAuthenticated } from '../session/useIsAuthenticated';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** The signed-in user's profile. */
export function useProfile(options: SppockQueryOptions<Schemas['UserProfile']> = {}) {
  const { api, $api } = useSppock();
  const authenticated = useIsAuthenticated();
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/accounts/users/profile/').queryKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/accounts/users/profile/', { signal })),
    enabled: authenticated,
    ...options,
  });
}
