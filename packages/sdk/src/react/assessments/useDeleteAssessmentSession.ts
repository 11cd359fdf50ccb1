import { type AssessmentKind, assessmentErrorMessage, type components, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

const PATHS = {
  rodavida: '/api/assessment/rodavida/api/sessions/{id}/',
  mbti: '/api/assessment/mbti/api/sessions/{id}/',
  igta: '/api/assessment/igta/session/{id}/',
} as const;

/**
 * Deletes one session of an assessment (spec 3 §7); its history refreshes. `error.message`: the
 * server's text or 'Erro ao deletar sessão …'.
 */
export function useDeleteAssessmentSession(kind: AssessmentKind) {
  const { api } = useSppock();
  const path = PATHS[kind];
  return useMutation<Schemas['AssessmentActionResult'], SppockError, number>({
    mutationKey: ['delete', path],
    mutationFn: (id) =>
      unwrap(api.DELETE(path, { params: { path: { id } } }), (failure) =>
        assessmentErrorMessage(failure, kind, 'delete'),
      ),
  });
}
