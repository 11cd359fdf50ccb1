import { COMMANDER_AGENT, type components, conversationsErrorMessage } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** The Conversas tab's list (all agents, newest first). */
export function useConversations(
  agent: Schemas['AgentType'] = COMMANDER_AGENT,
  options: SppockQueryOptions<Schemas['AgentConversationList']> = {},
) {
  const { api, $api } = useSppock();
  const init = { params: { path: { agent } } };
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/agents/{agent}/api/conversations/', init).queryKey,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/agents/{agent}/api/conversations/', { ...init, signal }),
        conversationsErrorMessage,
      ),
    ...options,
  });
}
