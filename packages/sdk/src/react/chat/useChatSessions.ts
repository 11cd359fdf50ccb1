import { COMMANDER_AGENT, type components } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** The chat sessions of an agent (the conversation sidebar). */
export function useChatSessions(
  agent: Schemas['AgentType'] = COMMANDER_AGENT,
  options: SppockQueryOptions<Schemas['ChatSessionPage']> = {},
) {
  const { api, $api } = useSppock();
  const init = { params: { path: { agent } } };
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/agents/{agent}/api/sessions/', init).queryKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/agents/{agent}/api/sessions/', { ...init, signal })),
    ...options,
  });
}
