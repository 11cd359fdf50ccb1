import { assessmentErrorMessage, type components } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** The IGTA questions by dimension and stage (spec 3 §3). `error.message`: 'Erro ao obter questões IGTA'. */
export function useIgtaQuestions(options: SppockQueryOptions<Schemas['IgtaQuestions']> = {}) {
  const { api, $api } = useSppock();
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/assessment/igta/questions/').queryKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/assessment/igta/questions/', { signal }), (failure) =>
        assessmentErrorMessage(failure, 'igta', 'questions'),
      ),
    staleTime: Number.POSITIVE_INFINITY,
    ...options,
  });
}
