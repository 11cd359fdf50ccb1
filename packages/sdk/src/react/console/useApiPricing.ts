import { consoleErrorMessage, type operations } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

/** What `consoleGetApiPricing` answers. */
export type ApiPricing = operations['consoleGetApiPricing']['responses'][200]['content']['application/json'];

/** The USD/BRL rate and the price tables per 1M tokens, for 'Preços das APIs' (superusers only). */
export function useApiPricing(options: SppockQueryOptions<ApiPricing> = {}) {
  const { api, $api } = useSppock();
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/agents/pricing/').queryKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/agents/pricing/', { signal }), (failure) =>
        consoleErrorMessage(failure, 'pricing'),
      ),
    ...options,
  });
}
