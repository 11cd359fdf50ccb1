import { fileDownloadErrorMessage, SppockError, toFailure } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';

/** A downloaded chat file: its bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  /** From `Content-Disposition` (`filename*` first); else the last part of the link. */
  fileName: string;
}

/** The file name of a `Content-Disposition` header, UTF-8 `filename*` first. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) {
    return null;
  }
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || null;
}

/** The file id of a chat file link (`/api/files/{id}/`, absolute or relative), or null. */
export function chatFileId(href: string): string | null {
  const match = /\/api\/files\/([0-9a-f-]{36})\/?(?:[?#].*)?$/i.exec(href);
  return match?.[1] ?? null;
}

/**
 * Downloads a file linked in the chat with the session's bearer token (spec 2 §2 "Links to files
 * in chat are downloaded with the stored access token"), never as a bare link. `error.message`
 * is 'Erro ao fazer download. Verifique se você está logado.'.
 */
export function useDownloadFile() {
  const { api } = useSppock();
  return useMutation<DownloadedFile, SppockError, { fileId: string }>({
    mutationKey: ['get', '/api/files/{file_id}/'],
    mutationFn: async ({ fileId }) => {
      let result: Awaited<ReturnType<typeof api.GET>>;
      try {
        result = await api.GET('/api/files/{file_id}/', {
          params: { path: { file_id: fileId } },
          parseAs: 'blob',
        });
      } catch (error) {
        throw new SppockError(toFailure(error), fileDownloadErrorMessage());
      }
      if (!result.response.ok || !(result.data instanceof Blob)) {
        throw new SppockError(toFailure(result), fileDownloadErrorMessage());
      }
      return {
        blob: result.data,
        fileName: dispositionFileName(result.response.headers.get('Content-Disposition')) ?? fileId,
      };
    },
  });
}
