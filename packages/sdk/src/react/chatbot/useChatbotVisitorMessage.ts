import { chatbotSendErrorMessage, type components, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** A visitor's question to the FAQ chatbot, in the anonymous session; failures as spec 2 §8. */
export function useChatbotVisitorMessage() {
  const { api } = useSppock();
  return useMutation<Schemas['ChatbotReply'], SppockError, Schemas['ChatbotMessageRequest']>({
    mutationKey: ['post', '/api/chatbot/visitor/response/'],
    mutationFn: (body) =>
      unwrap(api.POST('/api/chatbot/visitor/response/', { body }), chatbotSendErrorMessage),
  });
}
