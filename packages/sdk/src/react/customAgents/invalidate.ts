import type { QueryClient } from '@tanstack/react-query';

/** After a change to a custom agent: the list and every agent read again. */
export function invalidateCustomAgents(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['get', '/api/custom-agents/'] }),
    queryClient.invalidateQueries({ queryKey: ['get', '/api/custom-agents/{id}/'] }),
  ]).then(() => undefined);
}
