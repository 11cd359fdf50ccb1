import { activitiesErrorMessage, type components } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** The account panel's recent activities (5 by default). */
export function useRecentActivities(
  limit = 5,
  options: SppockQueryOptions<Schemas['AgentActivityList']> = {},
) {
  const { api, $api } = useSppock();
  const init = { params: { query: { limit } } };
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/agents/activities/recent/', init).queryKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/agents/activities/recent/', { ...init, signal }), activitiesErrorMessage),
    ...options,
  });
}
