import { assessmentErrorMessage, type components } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** The 32 MBTI questions in 4 groups (spec 3 §7). `error.message`: 'Erro ao obter questões MBTI'. */
export function useMbtiQuestions(options: SppockQueryOptions<Schemas['MbtiQuestions']> = {}) {
  const { api, $api } = useSppock();
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/assessment/mbti/api/questions/').queryKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/assessment/mbti/api/questions/', { signal }), (failure) =>
        assessmentErrorMessage(failure, 'mbti', 'questions'),
      ),
    staleTime: Number.POSITIVE_INFINITY,
    ...options,
  });
}
