import { exportRoutingExamplesErrorMessage, SppockError, toFailure } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { dispositionFileName } from '../chat/useDownloadFile';
import { useSppock } from '../SppockProvider';

/** The user's routing examples as a TSV file, ready to save. */
export interface RoutingExamplesFile {
  blob: Blob;
  /** From `Content-Disposition`: 'exemplos-roteamento.tsv'. */
  fileName: string;
}

const DEFAULT_FILE_NAME = 'exemplos-roteamento.tsv';

/**
 * Downloads the user's own labelled routing examples (issue 26: their choices in the Commander's
 * questions back and 'Perguntar a outro agente'), as TSV in the router's training format
 * (`text<TAB>label`). `error.message` is 'Erro ao exportar os exemplos de roteamento'.
 */
export function useExportRoutingExamples() {
  const { api } = useSppock();
  return useMutation<RoutingExamplesFile, SppockError, void>({
    mutationKey: ['get', '/api/agents/routing/examples/export/'],
    mutationFn: async () => {
      let result: Awaited<ReturnType<typeof api.GET>>;
      try {
        result = await api.GET('/api/agents/routing/examples/export/', { parseAs: 'blob' });
      } catch (error) {
        throw new SppockError(toFailure(error), exportRoutingExamplesErrorMessage());
      }
      if (!result.response.ok || !(result.data instanceof Blob)) {
        throw new SppockError(toFailure(result), exportRoutingExamplesErrorMessage());
      }
      return {
        blob: result.data,
        fileName:
          dispositionFileName(result.response.headers.get('Content-Disposition')) ?? DEFAULT_FILE_NAME,
      };
    },
  });
}
