import { assessmentErrorMessage, type components, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** The IGTA's text feedback on one session. */
export type IgtaFeedback = Schemas['IgtaFeedbackRequest'] & { sessionId: number };

/**
 * Saves the text feedback of an IGTA diagnosis (spec 3 §3, §7); a new text replaces the old one.
 * `error.message`: the server's text or 'Erro ao submeter feedback IGTA'.
 */
export function useSaveIgtaFeedback() {
  const { api } = useSppock();
  return useMutation<Schemas['AssessmentActionResult'], SppockError, IgtaFeedback>({
    mutationKey: ['post', '/api/assessment/igta/session/{id}/feedback/'],
    mutationFn: ({ sessionId, feedback }) =>
      unwrap(
        api.POST('/api/assessment/igta/session/{id}/feedback/', {
          params: { path: { id: sessionId } },
          body: { feedback },
        }),
        (failure) => assessmentErrorMessage(failure, 'igta', 'feedback'),
      ),
  });
}
