import { assessmentErrorMessage, type components } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** The figures of the user's IGTA sessions (spec 3 §7). `error.message`: 'Erro ao obter analytics IGTA'. */
export function useIgtaAnalytics(options: SppockQueryOptions<Schemas['IgtaAnalyticsResult']> = {}) {
  const { api, $api } = useSppock();
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/assessment/igta/analytics/').queryKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/assessment/igta/analytics/', { signal }), (failure) =>
        assessmentErrorMessage(failure, 'igta', 'analytics'),
      ),
    ...options,
  });
}
