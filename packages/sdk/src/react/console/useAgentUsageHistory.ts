import { consoleErrorMessage, type operations } from '@sppock/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

/** What `consoleListAgentUsageHistory` answers. */
export type AgentUsageHistory =
  operations['consoleListAgentUsageHistory']['responses'][200]['content']['application/json'];

/** A page of the history, or every record at once (the range 'todos'). */
export type AgentUsageHistoryPage = { page: number; limit: number } | 'all';

/**
 * The agents' runs, newest first, for 'Histórico de Uso dos Agentes' (superusers only). Default:
 * page 1 of 10 (spec 3 §9). The previous page stays shown while the next one loads.
 */
export function useAgentUsageHistory(
  page: AgentUsageHistoryPage = { page: 1, limit: 10 },
  options: SppockQueryOptions<AgentUsageHistory> = {},
) {
  const { api, $api } = useSppock();
  const init = { params: { query: page === 'all' ? { all: true } : { page: page.page, limit: page.limit } } };
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/agents/usage/history/', init).queryKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/agents/usage/history/', { ...init, signal }), (failure) =>
        consoleErrorMessage(failure, 'history'),
      ),
    placeholderData: keepPreviousData,
    ...options,
  });
}
