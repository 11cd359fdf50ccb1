import { COMMANDER_AGENT, type components, SppockError, usageErrorMessage } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** The monthly usage history (12 months by default). */
export function useUsageHistory(
  months = 12,
  options: SppockQueryOptions<Schemas['AgentUsageHistorical']> = {},
) {
  const { api, $api } = useSppock();
  const init = { params: { path: { agent: COMMANDER_AGENT }, query: { historical: true, months } } };
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/agents/{agent}/api/usage/', init).queryKey,
    queryFn: async ({ signal }) => {
      const data = await unwrap(api.GET('/api/agents/{agent}/api/usage/', { ...init, signal }), (failure) =>
        usageErrorMessage(failure, { historical: true }),
      );
      if (!('historical_data' in data)) {
        throw new SppockError(
          { kind: 'exception', message: 'historical_data missing' },
          'Erro ao carregar dados históricos',
        );
      }
      return data;
    },
    ...options,
  });
}
