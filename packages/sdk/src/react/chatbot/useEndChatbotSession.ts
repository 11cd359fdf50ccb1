import type { components, SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** Ends the chatbot session ('Nova conversa'); the next session call opens a fresh one. */
export function useEndChatbotSession() {
  const { api } = useSppock();
  return useMutation<Schemas['ChatbotConfirmation'], SppockError, void>({
    mutationKey: ['post', '/api/chatbot/session/end/'],
    mutationFn: () => unwrap(api.POST('/api/chatbot/session/end/')),
  });
}
