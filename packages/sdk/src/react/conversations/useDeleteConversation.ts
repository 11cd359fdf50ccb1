import {
  COMMANDER_AGENT,
  type components,
  deleteConversationErrorMessage,
  type SppockError,
} from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';
import type { ConversationTarget } from './conversationTarget';

type Schemas = components['schemas'];

/** Deletes a conversation; the lists refresh. Plan limits are not given back (spec 1 §5). */
export function useDeleteConversation() {
  const { api } = useSppock();
  return useMutation<Schemas['AgentConversationDeleted'], SppockError, ConversationTarget>({
    mutationKey: ['delete', '/api/agents/{agent}/api/conversations/{session_id}/delete/'],
    mutationFn: ({ sessionId, agent = COMMANDER_AGENT }) =>
      unwrap(
        api.DELETE('/api/agents/{agent}/api/conversations/{session_id}/delete/', {
          params: { path: { agent, session_id: sessionId } },
        }),
        deleteConversationErrorMessage,
      ),
  });
}
