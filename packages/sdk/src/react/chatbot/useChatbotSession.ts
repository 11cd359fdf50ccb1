import { chatbotSessionErrorMessage, type components } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/**
 * The support chatbot's session: the call opens one when the user has none (spec 2 §2 — "a
 * session is created on first open"), so pass `enabled: false` until the widget opens. A failure
 * reads 'Erro ao conectar com o chatbot'.
 */
export function useChatbotSession(options: SppockQueryOptions<Schemas['ChatbotSessionInfo']> = {}) {
  const { api, $api } = useSppock();
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/chatbot/session/info/').queryKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/chatbot/session/info/', { signal }), chatbotSessionErrorMessage),
    ...options,
  });
}
