import { type components, type SppockError, selectBranchErrorMessage } from '@sppock/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** What `useSelectCustomAgentBranch` takes. */
export interface SelectCustomAgentBranchInput {
  /** The custom agent's id (`cag_…`). */
  id: string;
  sessionId: string;
  /** A message of the branch to show (in `< 1/2 >`, the sibling version's id). */
  messageId: string;
}

/**
 * Shows another version of an edited question or of an answer generated again in a conversation
 * with a custom agent (issue 29, `< 1/2 >`), as `useSelectChatBranch` does for the Commander: the
 * server keeps it as the branch shown, the one the model reads next. Resolves to the conversation
 * as `useCustomAgentSession` reads it; `error.message` is the server's pt-BR refusal or
 * 'Erro ao mostrar a outra versão'.
 */
export function useSelectCustomAgentBranch() {
  const { api, $api } = useSppock();
  const queryClient = useQueryClient();
  return useMutation<Schemas['CustomAgentSessionDetail'], SppockError, SelectCustomAgentBranchInput>({
    mutationKey: ['post', '/api/custom-agents/{id}/sessions/{session_id}/branch/'],
    mutationFn: ({ id, sessionId, messageId }) =>
      unwrap(
        api.POST('/api/custom-agents/{id}/sessions/{session_id}/branch/', {
          params: { path: { id, session_id: sessionId } },
          body: { message_id: messageId },
        }),
        selectBranchErrorMessage,
      ),
    onSuccess: (session, { id, sessionId }) => {
      // The conversation read is the answer itself, at once (no read after it).
      const init = { params: { path: { id, session_id: sessionId } } };
      queryClient.setQueryData(
        $api.queryOptions('get', '/api/custom-agents/{id}/sessions/{session_id}/', init).queryKey,
        session,
      );
    },
  });
}
