import { COMMANDER_AGENT, type components, SppockError, usageErrorMessage } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** The current cycle's usage and limits (the Commander's usage endpoint). */
export function useUsage(options: SppockQueryOptions<Schemas['AgentUsageCurrent']> = {}) {
  const { api, $api } = useSppock();
  const init = { params: { path: { agent: COMMANDER_AGENT } } };
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/agents/{agent}/api/usage/', init).queryKey,
    queryFn: async ({ signal }) => {
      const data = await unwrap(api.GET('/api/agents/{agent}/api/usage/', { ...init, signal }), (failure) =>
        usageErrorMessage(failure),
      );
      if (!('usage' in data)) {
        throw new SppockError(
          { kind: 'exception', message: 'usage missing' },
          'Erro ao carregar dados de uso',
        );
      }
      return data;
    },
    ...options,
  });
}
