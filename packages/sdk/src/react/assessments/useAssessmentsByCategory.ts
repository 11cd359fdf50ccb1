import { assessmentListErrorMessage, type components } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/**
 * The tests of one category of the /assessment filter (spec 3 §2, §7). `error.message` is
 * 'Falha ao carregar assessments. Tente novamente mais tarde.'.
 */
export function useAssessmentsByCategory(
  category: Schemas['AssessmentCategory'],
  options: SppockQueryOptions<Schemas['AssessmentAgentsByCategory']> = {},
) {
  const { api, $api } = useSppock();
  const init = { params: { query: { category } } };
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/assessment/agents/by-category/', init).queryKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/assessment/agents/by-category/', { ...init, signal }), assessmentListErrorMessage),
    ...options,
  });
}
