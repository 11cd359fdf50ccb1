import { COMMANDER_AGENT, type components, deleteSessionErrorMessage, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** What `useDeleteChatSession` takes. */
export interface DeleteChatSessionInput {
  sessionId: string;
  /** Default: 'chatsppock'. */
  agent?: Schemas['AgentType'];
}

/**
 * Deletes a chat session (action `delete_session`, the sidebar's 'Deletar sessão'); the session
 * lists refresh. Resolves to the server's answer, whose `message` is 'Sessão de {agent} deletada
 * permanentemente!'; `error.message` is the server's error, else 'Erro ao deletar sessão'.
 */
export function useDeleteChatSession() {
  const { api } = useSppock();
  return useMutation<Schemas['SessionDeletedResult'], SppockError, DeleteChatSessionInput>({
    mutationKey: ['post', '/api/agents/{agent}/api/'],
    mutationFn: async ({ sessionId, agent = COMMANDER_AGENT }) => {
      const data = await unwrap(
        api.POST('/api/agents/{agent}/api/', {
          params: { path: { agent } },
          body: { action: 'delete_session', session_id: sessionId },
        }),
        deleteSessionErrorMessage,
      );
      return data as Schemas['SessionDeletedResult'];
    },
  });
}
