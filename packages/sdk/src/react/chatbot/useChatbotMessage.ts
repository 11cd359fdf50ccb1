import { chatbotSendErrorMessage, type components, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** Sends a message to the support chatbot. */
export function useChatbotMessage() {
  const { api } = useSppock();
  return useMutation<Schemas['ChatbotReply'], SppockError, Schemas['ChatbotMessageRequest']>({
    mutationKey: ['post', '/api/chatbot/response/'],
    mutationFn: (body) => unwrap(api.POST('/api/chatbot/response/', { body }), chatbotSendErrorMessage),
  });
}
