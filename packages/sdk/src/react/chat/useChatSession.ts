import { COMMANDER_AGENT, type components, loadSessionErrorMessage, type SppockError } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** The query key of one conversation's read (POST-keyed, so a send refreshes it). */
export function chatSessionQueryKey(agent: Schemas['AgentType'], sessionId: string | null | undefined) {
  return ['post', '/api/agents/{agent}/api/', { agent, action: 'get_session', sessionId }] as const;
}

/**
 * One conversation with its messages (action `get_session`), to open it in the chat. Disabled
 * without a session id; `error.message` is 'Erro ao carregar sessão' (spec 2 §8).
 */
export function useChatSession(
  agent: Schemas['AgentType'] = COMMANDER_AGENT,
  sessionId: string | null | undefined = undefined,
  options: SppockQueryOptions<Schemas['SessionDetailResult']> = {},
) {
  const { api } = useSppock();
  return useQuery<Schemas['SessionDetailResult'], SppockError>({
    queryKey: chatSessionQueryKey(agent, sessionId),
    queryFn: async ({ signal }) => {
      const data = await unwrap(
        api.POST('/api/agents/{agent}/api/', {
          params: { path: { agent } },
          body: { action: 'get_session', session_id: sessionId ?? '' },
          signal,
        }),
        loadSessionErrorMessage,
      );
      return data as Schemas['SessionDetailResult'];
    },
    enabled: Boolean(sessionId),
    ...options,
  });
}
