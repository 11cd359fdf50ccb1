import { assessmentErrorMessage, type components, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/**
 * Starts an MBTI session, answered with its 32 questions in 4 groups (spec 3 §3, §7 "POST /").
 * `error.message`: the server's text or 'Erro ao iniciar avaliação MBTI'.
 */
export function useStartMbti() {
  const { api } = useSppock();
  return useMutation<Schemas['MbtiStartResult'], SppockError, Schemas['AssessmentStartRequest']>({
    mutationKey: ['post', '/api/assessment/mbti/api/'],
    mutationFn: (body) =>
      unwrap(api.POST('/api/assessment/mbti/api/', { body }), (failure) =>
        assessmentErrorMessage(failure, 'mbti', 'start'),
      ),
  });
}
