import { assessmentListErrorMessage, type components } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/**
 * Every test of /assessment with its status and `can_access` for the user's plan (spec 3 §2, §7),
 * `should_show` false included: the page hides those. `error.message` is 'Falha ao carregar
 * assessments. Tente novamente mais tarde.'.
 */
export function useAssessments(options: SppockQueryOptions<Schemas['AssessmentAgentList']> = {}) {
  const { api, $api } = useSppock();
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/assessment/agents/').queryKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/assessment/agents/', { signal }), assessmentListErrorMessage),
    ...options,
  });
}
