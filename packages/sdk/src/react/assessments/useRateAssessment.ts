import { assessmentErrorMessage, type components, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** A 1–5 star rating with an optional comment, for one session. */
export type AssessmentRating = Schemas['AssessmentFeedbackRequest'] & { sessionId: number };

const PATHS = {
  rodavida: '/api/assessment/rodavida/api/sessions/{id}/feedback/',
  mbti: '/api/assessment/mbti/api/sessions/{id}/feedback/',
} as const;

/**
 * Saves the 'Como foi sua experiência?' rating of a Roda da Vida or MBTI session (spec 3 §3, §7);
 * a new rating replaces the old one. `error.message`: the server's text or 'Erro ao salvar
 * feedback …'.
 */
export function useRateAssessment(kind: 'rodavida' | 'mbti') {
  const { api } = useSppock();
  const path = PATHS[kind];
  return useMutation<Schemas['AssessmentActionResult'], SppockError, AssessmentRating>({
    mutationKey: ['post', path],
    mutationFn: ({ sessionId, ...body }) =>
      unwrap(api.POST(path, { params: { path: { id: sessionId } }, body }), (failure) =>
        assessmentErrorMessage(failure, kind, 'feedback'),
      ),
  });
}
