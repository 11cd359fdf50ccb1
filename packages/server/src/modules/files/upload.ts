// An upload streamed to storage: counted and sniffed as it passes, spooled to a temporary file,
// refused at 100 MB + 1 byte or when its bytes are none of the 11 accepted types, and only then
// stored and recorded. Nothing partial is left behind on any refusal.

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MAX_UPLOAD_BYTES } from '@sppock/sdk';
import { ApiError } from '../../contract/errors.ts';
import type { Executor } from '../../db/client.ts';
import { decideKind, extensionOf, type FileKind, isAcceptedExtension, MEDIA_TYPES } from './file-types.ts';
import { FILES_MESSAGES as M } from './messages.ts';
import { insertFile } from './repository.ts';
import { UploadSniffer } from './sniffer.ts';
import { type FileStorage, storageKey } from './storage.ts';
import { readZipEntryNames } from './zip-entries.ts';

/** Spec 2 §5: at most 100MB (the SDK's limit, checked in the browser before upload). */
export { MAX_UPLOAD_BYTES };

/** Longest file name kept; longer names are cut, keeping the extension. */
const MAX_FILENAME_LENGTH = 200;

export interface UploadInput {
  userId: number;
  /** The chat session the file belongs to (must exist and be the user's: the caller checks). */
  sessionId: string;
  filename: string;
  stream: Readable;
  /**
   * True when the multipart parser cut the file at its own size limit (`part.file.truncated`
   * of @fastify/multipart): the file was larger than that limit, so it is refused like one byte
   * too many. Default: never.
   */
  truncated?: () => boolean;
}

export interface StoredUpload {
  id: string;
  userId: number;
  sessionId: string;
  filename: string;
  kind: FileKind;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
}

export interface UploadDeps {
  db: Executor;
  storage: FileStorage;
  /** Default {@link MAX_UPLOAD_BYTES}; tests of the refusal use it as is. */
  maxBytes?: number;
}

function tooLarge(): ApiError {
  return new ApiError(413, M.tooLarge);
}

function unsupported(): ApiError {
  return new ApiError(415, M.unsupportedType);
}

/** Counts and sniffs the bytes; fails as soon as the limit is passed or the bytes are not text nor a known signature. */
class UploadGate extends Transform {
  bytes = 0;
  readonly sniffer = new UploadSniffer();
  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      done(tooLarge());
      return;
    }
    this.sniffer.update(chunk);
    // An executable, an archive of another kind…: refused at its first chunk, not after 100 MB.
    if (this.sniffer.signature === 'unknown' && !this.sniffer.maybeText) {
      done(unsupported());
      return;
    }
    done(null, chunk);
  }
}

/** Keeps the name readable in a header and on disk of the downloader: no path, no control characters. */
export function cleanFilename(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // \p{Cc}: control characters, which would break a header or a terminal.
  const cleaned = base.replace(/\p{Cc}/gu, '').trim();
  if (cleaned.length <= MAX_FILENAME_LENGTH) {
    return cleaned;
  }
  const extension = extensionOf(cleaned);
  return `${cleaned.slice(0, MAX_FILENAME_LENGTH - extension.length - 1)}.${extension}`;
}

export async function storeUpload(deps: UploadDeps, input: UploadInput): Promise<StoredUpload> {
  const maxBytes = deps.maxBytes ?? MAX_UPLOAD_BYTES;
  const filename = cleanFilename(input.filename);
  if (!isAcceptedExtension(extensionOf(filename))) {
    input.stream.resume();
    throw unsupported();
  }
  await fs.promises.mkdir(deps.storage.spoolDir, { recursive: true });
  const id = randomUUID();
  const spooled = path.join(deps.storage.spoolDir, `${id}.part`);
  const gate = new UploadGate(maxBytes);
  try {
    await pipeline(input.stream, gate, fs.createWriteStream(spooled));
    if (input.truncated?.()) {
      throw tooLarge();
    }
    if (gate.bytes === 0) {
      throw new ApiError(400, M.emptyFile);
    }
    const zipEntries = gate.sniffer.signature === 'zip' ? await readZipEntryNames(spooled) : [];
    const kind = decideKind(gate.sniffer.finish(zipEntries), filename);
    if (kind === null) {
      throw unsupported();
    }
    const stored: StoredUpload = {
      id,
      userId: input.userId,
      sessionId: input.sessionId,
      filename,
      kind,
      contentType: MEDIA_TYPES[kind],
      sizeBytes: gate.bytes,
      storageKey: storageKey(input.userId, input.sessionId, id),
    };
    await deps.storage.put(stored.storageKey, {
      path: spooled,
      size: stored.sizeBytes,
      contentType: stored.contentType,
    });
    try {
      await insertFile(deps.db, stored);
    } catch (error) {
      await deps.storage.remove(stored.storageKey);
      throw error;
    }
    return stored;
  } catch (error) {
    // The source may still be flowing (refused at its first chunk): drain it so the request ends.
    if (!input.stream.readableEnded) {
      input.stream.resume();
    }
    throw error;
  } finally {
    await fs.promises.rm(spooled, { force: true });
  }
}
