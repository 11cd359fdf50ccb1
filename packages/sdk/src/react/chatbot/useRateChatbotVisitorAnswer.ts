import { chatbotRatingErrorMessage, type components, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** A visitor rates one chatbot answer; a failure reads 'Erro ao salvar avaliação'. */
export function useRateChatbotVisitorAnswer() {
  const { api } = useSppock();
  return useMutation<Schemas['ChatbotConfirmation'], SppockError, Schemas['ChatbotVisitorRateRequest']>({
    mutationKey: ['post', '/api/chatbot/visitor/rate/'],
    mutationFn: (body) => unwrap(api.POST('/api/chatbot/visitor/rate/', { body }), chatbotRatingErrorMessage),
  });
}
