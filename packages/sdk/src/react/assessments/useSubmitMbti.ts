import { assessmentErrorMessage, type components, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/**
 * Submits the 32 MBTI answers and returns the type, the dimension percentages and the report
 * (spec 3 §7 "submit/"). `error.message`: the server's text or 'Erro ao submeter avaliação MBTI'.
 */
export function useSubmitMbti() {
  const { api } = useSppock();
  return useMutation<Schemas['MbtiSubmitResult'], SppockError, Schemas['MbtiSubmitRequest']>({
    mutationKey: ['post', '/api/assessment/mbti/api/submit/'],
    mutationFn: (body) =>
      unwrap(api.POST('/api/assessment/mbti/api/submit/', { body }), (failure) =>
        assessmentErrorMessage(failure, 'mbti', 'submit'),
      ),
  });
}
