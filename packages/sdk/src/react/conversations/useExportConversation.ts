import {
  COMMANDER_AGENT,
  type components,
  exportConversationErrorMessage,
  type SppockError,
} from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';
import type { ConversationTarget } from './conversationTarget';

type Schemas = components['schemas'];

/**
 * Fetches a conversation's export (the JSON the user saves as `conversa_{session_id}.json`).
 * `error.message` is 'Erro ao exportar conversa'.
 */
export function useExportConversation() {
  const { api } = useSppock();
  return useMutation<Schemas['AgentConversationExport'], SppockError, ConversationTarget>({
    mutationKey: ['get', '/api/agents/{agent}/api/conversations/{session_id}/export/'],
    mutationFn: ({ sessionId, agent = COMMANDER_AGENT }) =>
      unwrap(
        api.GET('/api/agents/{agent}/api/conversations/{session_id}/export/', {
          params: { path: { agent, session_id: sessionId } },
        }),
        exportConversationErrorMessage,
      ),
  });
}
