import { COMMANDER_AGENT, type components, feedbackErrorMessage, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** What `useChatFeedback` takes. */
export type ChatFeedbackInput = Schemas['ChatFeedbackRequest'] & {
  sessionId: string;
  /** Default: 'chatsppock'. */
  agent?: Schemas['AgentType'];
};

/**
 * Rates an answer (`feedback_type` positive or negative, spec 2 §4). Resolves to the server's
 * answer ('Feedback enviado!'); `error.message` is 'Erro ao enviar feedback'.
 */
export function useChatFeedback() {
  const { api } = useSppock();
  return useMutation<Schemas['ChatFeedbackResult'], SppockError, ChatFeedbackInput>({
    mutationKey: ['post', '/api/agents/{agent}/api/sessions/{session_id}/feedback/'],
    mutationFn: ({ sessionId, agent = COMMANDER_AGENT, ...body }) =>
      unwrap(
        api.POST('/api/agents/{agent}/api/sessions/{session_id}/feedback/', {
          params: { path: { agent, session_id: sessionId } },
          body,
        }),
        feedbackErrorMessage,
      ),
  });
}
