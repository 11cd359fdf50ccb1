import { consoleErrorMessage, type operations } from '@sppock/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

/** What `consoleGetLlmModelUsage` answers. */
export type LlmModelUsage =
  operations['consoleGetLlmModelUsage']['responses'][200]['content']['application/json'];

/**
 * Tokens, messages and cost per model in a month ('YYYY-MM'; the server's current month when
 * omitted), for 'Modelos LLM' (superusers only). The previous month stays shown while the next loads.
 */
export function useLlmModelUsage(month?: string, options: SppockQueryOptions<LlmModelUsage> = {}) {
  const { api, $api } = useSppock();
  const init = { params: { query: month ? { month } : {} } };
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/agents/tokens/usage/llm-models/', init).queryKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/agents/tokens/usage/llm-models/', { ...init, signal }), (failure) =>
        consoleErrorMessage(failure, 'llmUsage'),
      ),
    placeholderData: keepPreviousData,
    ...options,
  });
}
