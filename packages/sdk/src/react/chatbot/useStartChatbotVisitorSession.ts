import { chatbotSessionErrorMessage, type components, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/**
 * Opens an anonymous chatbot session for a visitor (landing, /login, /pricing): no token, no
 * account data, throttled per address by the server. A failure reads 'Erro ao conectar com o
 * chatbot'.
 */
export function useStartChatbotVisitorSession() {
  const { api } = useSppock();
  return useMutation<Schemas['ChatbotSessionInfo'], SppockError, void>({
    mutationKey: ['post', '/api/chatbot/visitor/session/'],
    mutationFn: () => unwrap(api.POST('/api/chatbot/visitor/session/'), chatbotSessionErrorMessage),
  });
}
