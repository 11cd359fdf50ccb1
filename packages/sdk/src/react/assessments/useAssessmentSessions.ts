import { type AssessmentKind, assessmentErrorMessage, type components } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

const PATHS = {
  rodavida: '/api/assessment/rodavida/api/sessions/',
  mbti: '/api/assessment/mbti/api/sessions/',
  igta: '/api/assessment/igta/sessions/',
} as const;

/**
 * The user's sessions of one assessment, newest first, with the total for 'Ver Histórico (n)'
 * (spec 3 §2 "History cards", §7). `error.message`: the server's text or 'Erro ao listar
 * sessões …' of that assessment.
 */
export function useAssessmentSessions(
  kind: AssessmentKind,
  options: SppockQueryOptions<Schemas['AssessmentSessionList']> = {},
) {
  const { api, $api } = useSppock();
  const path = PATHS[kind];
  return useQuery({
    queryKey: $api.queryOptions('get', path).queryKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET(path, { signal }), (failure) => assessmentErrorMessage(failure, kind, 'sessions')),
    ...options,
  });
}
