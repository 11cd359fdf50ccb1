import { CONSOLE_INVALID_DATA, consoleErrorMessage, type operations, SppockError } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

/** What `consoleGetQueueStats` answers. */
export type QueueStats = operations['consoleGetQueueStats']['responses'][200]['content']['application/json'];

/** The queue's figures on the 'Status da Fila' tab (superusers only); an answer without them fails with 'Dados inválidos da API'. */
export function useQueueStats(options: SppockQueryOptions<QueueStats> = {}) {
  const { api, $api } = useSppock();
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/agents/async/stats/').queryKey,
    queryFn: async ({ signal }) => {
      const data = await unwrap(api.GET('/api/agents/async/stats/', { signal }), (failure) =>
        consoleErrorMessage(failure, 'queue'),
      );
      if (typeof data?.stats?.active_requests !== 'number') {
        throw new SppockError({ kind: 'exception', message: 'stats missing' }, CONSOLE_INVALID_DATA);
      }
      return data;
    },
    ...options,
  });
}
