import { assessmentErrorMessage, type components } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** The Roda da Vida questions by area (spec 3 §3). `error.message`: 'Erro ao obter questões Roda da Vida'. */
export function useRodaDaVidaQuestions(options: SppockQueryOptions<Schemas['RodaDaVidaQuestions']> = {}) {
  const { api, $api } = useSppock();
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/assessment/rodavida/api/questions/').queryKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/assessment/rodavida/api/questions/', { signal }), (failure) =>
        assessmentErrorMessage(failure, 'rodavida', 'questions'),
      ),
    // The questions do not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
    ...options,
  });
}
