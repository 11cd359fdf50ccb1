import { consoleErrorMessage, type operations } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

/** What `consoleListModelRateLimits` answers. */
export type AllModelRateLimits =
  operations['consoleListModelRateLimits']['responses'][200]['content']['application/json'];

/** Live figures against the limits of every model that has limits, whatever its provider (superusers only). */
export function useModelRateLimits(options: SppockQueryOptions<AllModelRateLimits> = {}) {
  const { api, $api } = useSppock();
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/agents/llm/rate-limits/').queryKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/agents/llm/rate-limits/', { signal }), (failure) =>
        consoleErrorMessage(failure, 'limits'),
      ),
    ...options,
  });
}
