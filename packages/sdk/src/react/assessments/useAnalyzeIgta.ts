import { assessmentErrorMessage, type components, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/**
 * Sends the IGTA answers with the company form and returns the new session, its score and report
 * (spec 3 §7 "analyze/"); history, analytics and usage refresh. `error.message`: the server's
 * text or 'Erro ao analisar respostas IGTA'.
 */
export function useAnalyzeIgta() {
  const { api } = useSppock();
  return useMutation<Schemas['IgtaAnalyzeResult'], SppockError, Schemas['IgtaAnalyzeRequest']>({
    mutationKey: ['post', '/api/assessment/igta/analyze/'],
    mutationFn: (body) =>
      unwrap(api.POST('/api/assessment/igta/analyze/', { body }), (failure) =>
        assessmentErrorMessage(failure, 'igta', 'analyze'),
      ),
  });
}
