import { consoleErrorMessage, type operations } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

/** What `consoleGetGeminiRateLimits` answers. */
export type GeminiRateLimits =
  operations['consoleGetGeminiRateLimits']['responses'][200]['content']['application/json'];

/** Live figures against the limits of every Gemini model that has limits, with its tier (superusers only). */
export function useGeminiRateLimits(options: SppockQueryOptions<GeminiRateLimits> = {}) {
  const { api, $api } = useSppock();
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/agents/gemini/rate-limits/').queryKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/agents/gemini/rate-limits/', { signal }), (failure) =>
        consoleErrorMessage(failure, 'limits'),
      ),
    ...options,
  });
}
