import { assessmentErrorMessage, type components, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/**
 * Starts a Roda da Vida session (spec 3 §7 "POST /"); the history refreshes. `error.message` is
 * the server's text or 'Erro ao iniciar avaliação Roda da Vida'.
 */
export function useStartRodaDaVida() {
  const { api } = useSppock();
  return useMutation<Schemas['RodaDaVidaStartResult'], SppockError, Schemas['AssessmentStartRequest']>({
    mutationKey: ['post', '/api/assessment/rodavida/api/'],
    mutationFn: (body) =>
      unwrap(api.POST('/api/assessment/rodavida/api/', { body }), (failure) =>
        assessmentErrorMessage(failure, 'rodavida', 'start'),
      ),
  });
}
