// GET /api/files/{file_id}/: the owner's file streamed from storage with its name and type.
import { Readable } from 'node:stream';
import { ApiError } from '../../contract/errors.ts';
import type { StreamedResult } from '../../contract/types.ts';
import type { Executor } from '../../db/client.ts';
import { FILES_MESSAGES as M } from './messages.ts';
import { findOwnedFile } from './repository.ts';
import { type FileStorage, StoredFileMissing } from './storage.ts';

/**
 * `attachment` with an ASCII `filename` for old clients and the exact name in `filename*`
 * (RFC 5987/6266), so "Relatório março.pdf" downloads under its own name everywhere.
 */
export function contentDisposition(filename: string): string {
  const ascii = filename
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The owner's file as a streamed response; 404 for another user's, a missing or a malformed id. */
export async function downloadFile(
  deps: { db: Executor; storage: FileStorage },
  userId: number,
  fileId: string,
): Promise<StreamedResult> {
  const row = await findOwnedFile(deps.db, userId, fileId);
  if (!row) {
    throw new ApiError(404, M.notFound);
  }
  let body: Readable;
  try {
    body = await deps.storage.open(row.storageKey);
  } catch (error) {
    if (error instanceof StoredFileMissing) {
      throw new ApiError(404, M.notFound);
    }
    throw error;
  }
  return {
    status: 200,
    stream: new Response(Readable.toWeb(body) as ReadableStream, {
      headers: {
        'content-type': row.contentType,
        'content-length': String(row.sizeBytes),
        'content-disposition': contentDisposition(row.filename),
        // A stored HTML-looking text must never be rendered by the browser as a page.
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      },
    }),
  };
}
