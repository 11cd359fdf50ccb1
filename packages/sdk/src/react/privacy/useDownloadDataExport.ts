import { dataExportDownloadErrorMessage, SppockError, toFailure } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { type DownloadedFile, dispositionFileName } from '../chat/useDownloadFile';
import { useSppock } from '../SppockProvider';

/**
 * Downloads the copy of the data the e-mailed link names (`exportacao` and `token` of the link),
 * with the session's bearer token: the link works only in its owner's account.
 */
export function useDownloadDataExport() {
  const { api } = useSppock();
  return useMutation<DownloadedFile, SppockError, { exportId: string; token: string }>({
    mutationKey: ['get', '/api/accounts/privacy/exports/{export_id}/download/'],
    mutationFn: async ({ exportId, token }) => {
      let result: Awaited<ReturnType<typeof api.GET>>;
      try {
        result = await api.GET('/api/accounts/privacy/exports/{export_id}/download/', {
          params: { path: { export_id: exportId }, query: { token } },
          parseAs: 'blob',
        });
      } catch (error) {
        throw new SppockError(toFailure(error), dataExportDownloadErrorMessage());
      }
      if (!result.response.ok || !(result.data instanceof Blob)) {
        throw new SppockError(toFailure(result), dataExportDownloadErrorMessage());
      }
      return {
        blob: result.data,
        fileName:
          dispositionFileName(result.response.headers.get('Content-Disposition')) ?? 'sppock-meus-dados.zip',
      };
    },
  });
}
