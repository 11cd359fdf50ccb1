import { chatbotRatingErrorMessage, type components, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** Rates one chatbot answer helpful or not; a failure reads 'Erro ao salvar avaliação'. */
export function useRateChatbotAnswer() {
  const { api } = useSppock();
  return useMutation<Schemas['ChatbotConfirmation'], SppockError, Schemas['ChatbotRateRequest']>({
    mutationKey: ['post', '/api/chatbot/rate/'],
    mutationFn: (body) => unwrap(api.POST('/api/chatbot/rate/', { body }), chatbotRatingErrorMessage),
  });
}
