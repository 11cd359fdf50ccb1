import type { components } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** One of the caller's conversations with a custom agent, messages and citations included. */
export function useCustomAgentSession(
  id: string,
  sessionId: string,
  options: SppockQueryOptions<Schemas['CustomAgentSessionDetail']> = {},
) {
  const { api, $api } = useSppock();
  const init = { params: { path: { id, session_id: sessionId } } };
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/custom-agents/{id}/sessions/{session_id}/', init).queryKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/custom-agents/{id}/sessions/{session_id}/', { ...init, signal })),
    retry: false,
    ...options,
  });
}
