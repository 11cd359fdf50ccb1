import { assessmentErrorMessage, type components, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/**
 * Submits the Roda da Vida answers and returns the scores and the report (spec 3 §7 "submit/");
 * the history and usage refresh. `error.message`: the server's text or 'Erro ao submeter
 * avaliação Roda da Vida'.
 */
export function useSubmitRodaDaVida() {
  const { api } = useSppock();
  return useMutation<Schemas['RodaDaVidaSubmitResult'], SppockError, Schemas['RodaDaVidaSubmitRequest']>({
    mutationKey: ['post', '/api/assessment/rodavida/api/submit/'],
    mutationFn: (body) =>
      unwrap(api.POST('/api/assessment/rodavida/api/submit/', { body }), (failure) =>
        assessmentErrorMessage(failure, 'rodavida', 'submit'),
      ),
  });
}
