import {
  COMMANDER_AGENT,
  type components,
  type SppockError,
  updateConversationErrorMessage,
} from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';
import type { ConversationTarget } from './conversationTarget';

type Schemas = components['schemas'];

/** What `useUpdateConversation` changes: a new title, a pin, or both. */
export interface ConversationUpdate extends ConversationTarget {
  /** The new title (1–120 characters once trimmed); absent, the title stays. */
  title?: string;
  /** Pin to the top of the lists (true) or unpin (false); absent, the pin stays. */
  pinned?: boolean;
}

/**
 * Renames and/or pins a conversation (issue 29); the lists refresh (pinned first). Neither
 * changes the conversation's last activity. `error.message` is the server's pt-BR refusal ('O
 * título aceita até 120 caracteres.') or 'Erro ao atualizar a conversa'.
 */
export function useUpdateConversation() {
  const { api } = useSppock();
  return useMutation<Schemas['AgentConversation'], SppockError, ConversationUpdate>({
    mutationKey: ['patch', '/api/agents/{agent}/api/conversations/{session_id}/'],
    mutationFn: ({ sessionId, agent = COMMANDER_AGENT, title, pinned }) =>
      unwrap(
        api.PATCH('/api/agents/{agent}/api/conversations/{session_id}/', {
          params: { path: { agent, session_id: sessionId } },
          body: { ...(title === undefined ? {} : { title }), ...(pinned === undefined ? {} : { pinned }) },
        }),
        updateConversationErrorMessage,
      ),
  });
}
