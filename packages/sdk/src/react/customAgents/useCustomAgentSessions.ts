import type { components } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** The caller's own conversations with a custom agent, most recent first. */
export function useCustomAgentSessions(
  id: string,
  options: SppockQueryOptions<Schemas['CustomAgentSessionList']> = {},
) {
  const { api, $api } = useSppock();
  const init = { params: { path: { id } } };
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/custom-agents/{id}/sessions/', init).queryKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/custom-agents/{id}/sessions/', { ...init, signal })),
    retry: false,
    ...options,
  });
}
