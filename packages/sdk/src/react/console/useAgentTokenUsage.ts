import { consoleErrorMessage, type operations } from '@sppock/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

/** What `consoleGetAgentTokenUsage` answers. */
export type AgentTokenUsage =
  operations['consoleGetAgentTokenUsage']['responses'][200]['content']['application/json'];

/**
 * Tokens and cost per agent in a month ('YYYY-MM'; the server's current month when omitted), for
 * 'Uso de Tokens' (superusers only). The previous month stays shown while the next one loads.
 */
export function useAgentTokenUsage(month?: string, options: SppockQueryOptions<AgentTokenUsage> = {}) {
  const { api, $api } = useSppock();
  const init = { params: { query: month ? { month } : {} } };
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/agents/tokens/usage/', init).queryKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/agents/tokens/usage/', { ...init, signal }), (failure) =>
        consoleErrorMessage(failure, 'tokens'),
      ),
    placeholderData: keepPreviousData,
    ...options,
  });
}
