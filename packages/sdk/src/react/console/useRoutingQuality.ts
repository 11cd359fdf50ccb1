import { consoleErrorMessage, type operations } from '@sppock/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

/** What `consoleGetRoutingQuality` answers. */
export type RoutingQuality =
  operations['consoleGetRoutingQuality']['responses'][200]['content']['application/json'];

/**
 * The Commander's routing quality per agent and week for the console's 'Roteamento' tab
 * (superusers only): answers routed, changed by the user, asked back, chosen. `weeks` from 1 to
 * 26; the server's 8 when omitted. The previous period stays shown while the next one loads.
 */
export function useRoutingQuality(weeks?: number, options: SppockQueryOptions<RoutingQuality> = {}) {
  const { api, $api } = useSppock();
  const init = { params: { query: weeks === undefined ? {} : { weeks } } };
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/agents/routing/quality/', init).queryKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/agents/routing/quality/', { ...init, signal }), (failure) =>
        consoleErrorMessage(failure, 'routing'),
      ),
    placeholderData: keepPreviousData,
    ...options,
  });
}
