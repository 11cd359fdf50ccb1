import { type components, type SppockError, updateConversationErrorMessage } from '@sppock/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** What `useUpdateCustomAgentSession` changes: a new title, a pin, or both. */
export interface CustomAgentSessionUpdate {
  /** The custom agent's id (`cag_…`). */
  id: string;
  sessionId: string;
  /** The new title (1–120 characters once trimmed); absent, the title stays. */
  title?: string;
  /** Pin to the top of the agent's list (true) or unpin (false); absent, the pin stays. */
  pinned?: boolean;
}

/**
 * Renames and/or pins one of the caller's conversations with a custom agent (issue 29); the list
 * reads again (pinned first). Neither changes the conversation's last activity. `error.message` is
 * the server's pt-BR refusal ('O título aceita até 120 caracteres.') or 'Erro ao atualizar a conversa'.
 */
export function useUpdateCustomAgentSession() {
  const { api } = useSppock();
  const queryClient = useQueryClient();
  return useMutation<Schemas['CustomAgentSessionUpdated'], SppockError, CustomAgentSessionUpdate>({
    mutationKey: ['patch', '/api/custom-agents/{id}/sessions/{session_id}/'],
    mutationFn: ({ id, sessionId, title, pinned }) =>
      unwrap(
        api.PATCH('/api/custom-agents/{id}/sessions/{session_id}/', {
          params: { path: { id, session_id: sessionId } },
          body: { ...(title === undefined ? {} : { title }), ...(pinned === undefined ? {} : { pinned }) },
        }),
        updateConversationErrorMessage,
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['get', '/api/custom-agents/{id}/sessions/'] }),
        queryClient.invalidateQueries({
          queryKey: ['get', '/api/custom-agents/{id}/sessions/{session_id}/'],
        }),
      ]),
  });
}
