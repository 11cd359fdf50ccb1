import { chatbotSessionErrorMessage, type components } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** The exchanges of the user's active chatbot session, oldest first (spec 2 §7). */
export function useChatbotHistory(options: SppockQueryOptions<Schemas['ChatbotHistory']> = {}) {
  const { api, $api } = useSppock();
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/chatbot/history/').queryKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/chatbot/history/', { signal }), chatbotSessionErrorMessage),
    ...options,
  });
}
