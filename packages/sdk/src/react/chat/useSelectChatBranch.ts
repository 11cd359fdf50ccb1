import { COMMANDER_AGENT, type components, type SppockError, selectBranchErrorMessage } from '@sppock/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';
import { chatSessionQueryKey } from './useChatSession';

type Schemas = components['schemas'];

/** What `useSelectChatBranch` takes. */
export interface SelectChatBranchInput {
  sessionId: string;
  /** A message of the branch to show (in `< 1/2 >`, the sibling version's id). */
  messageId: string;
  /** Default: 'chatsppock'. */
  agent?: Schemas['AgentType'];
}

/**
 * Shows another version of an edited message or of an answer generated again (issue 29,
 * `< 1/2 >`): the server keeps it as the branch shown, the one the model reads next and the export
 * writes. Resolves to the conversation as `useChatSession` reads it, which it updates at once;
 * `error.message` is the server's pt-BR refusal or 'Erro ao mostrar a outra versão'.
 */
export function useSelectChatBranch() {
  const { api } = useSppock();
  const queryClient = useQueryClient();
  return useMutation<Schemas['SessionDetailResult'], SppockError, SelectChatBranchInput>({
    mutationKey: ['post', '/api/agents/{agent}/api/sessions/{session_id}/branch/'],
    mutationFn: ({ sessionId, messageId, agent = COMMANDER_AGENT }) =>
      unwrap(
        api.POST('/api/agents/{agent}/api/sessions/{session_id}/branch/', {
          params: { path: { agent, session_id: sessionId } },
          body: { message_id: messageId },
        }),
        selectBranchErrorMessage,
      ),
    onSuccess: (session, { sessionId, agent = COMMANDER_AGENT }) => {
      queryClient.setQueryData(chatSessionQueryKey(agent, sessionId), session);
    },
  });
}
