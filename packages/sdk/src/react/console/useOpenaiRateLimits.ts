import { consoleErrorMessage, type operations } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

/** What `consoleGetOpenaiRateLimits` answers. */
export type ModelRateLimits =
  operations['consoleGetOpenaiRateLimits']['responses'][200]['content']['application/json'];

/** Live figures against the limits of every OpenAI model that has limits (superusers only). */
export function useOpenaiRateLimits(options: SppockQueryOptions<ModelRateLimits> = {}) {
  const { api, $api } = useSppock();
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/agents/openai/rate-limits/').queryKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/agents/openai/rate-limits/', { signal }), (failure) =>
        consoleErrorMessage(failure, 'limits'),
      ),
    ...options,
  });
}
