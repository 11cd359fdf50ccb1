import { assessmentErrorMessage, type components } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/**
 * One MBTI or IGTA session, as 'Ver Detalhes' opens it (spec 3 §7); idle while `id` is null.
 * Roda da Vida has no such call: its history entries already carry everything.
 * `error.message`: the server's text or 'Erro ao obter sessão …'.
 */
export function useAssessmentSession(
  kind: 'mbti' | 'igta',
  id: number | null,
  options: SppockQueryOptions<Schemas['AssessmentSessionDetail']> = {},
) {
  const { api, $api } = useSppock();
  const init = { params: { path: { id: id ?? 0 } } };
  const path =
    kind === 'mbti' ? '/api/assessment/mbti/api/sessions/{id}/' : '/api/assessment/igta/session/{id}/';
  return useQuery({
    queryKey: $api.queryOptions('get', path, init).queryKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET(path, { ...init, signal }), (failure) =>
        assessmentErrorMessage(failure, kind, 'session'),
      ),
    enabled: id !== null,
    ...options,
  });
}
