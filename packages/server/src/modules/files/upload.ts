// An upload streamed to storage: counted and sniffed as it passes, spooled to a temporary file,
// refused at 100 MB + 1 byte, when its bytes are none of the 11 accepted types, when a zip's
// directory is missing (cut short) or declares more than a document expands to, and only then
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
import { declaredWithinLimits, readZipDirectory } from './zip-entries.ts';

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

/** An upload counted, sniffed and kept in the spool folder, not yet stored nor recorded. */
export interface SpooledUpload {
  id: string;
  filename: string;
  kind: FileKind;
  contentType: string;
  sizeBytes: number;
  /** The spooled file; removed by {@link commitUpload} or {@link discardUpload}. */
  path: string;
}

/**
 * Streams an upload into the spool folder, counting and sniffing it: 413 one byte past the
 * limit, 415 at the first chunk that is none of the accepted types, 400 when empty. Nothing is
 * left behind on a refusal. The chat spools a file as its part arrives and commits it once the
 * session is known and every check of the send has passed.
 */
export async function spoolUpload(
  deps: Pick<UploadDeps, 'storage' | 'maxBytes'>,
  input: Omit<UploadInput, 'userId' | 'sessionId'>,
): Promise<SpooledUpload> {
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
    let zipEntries: string[] = [];
    if (gate.sniffer.signature === 'zip') {
      const directory = await readZipDirectory(spooled);
      // Starts like a zip but its directory is missing or broken: a DOCX or XLSX cut short.
      if (directory === null) {
        throw new ApiError(400, M.damaged);
      }
      if (!declaredWithinLimits(directory)) {
        throw new ApiError(413, M.expandsTooMuch);
      }
      zipEntries = directory.map((entry) => entry.name);
    }
    const kind = decideKind(gate.sniffer.finish(zipEntries), filename);
    if (kind === null) {
      throw unsupported();
    }
    return { id, filename, kind, contentType: MEDIA_TYPES[kind], sizeBytes: gate.bytes, path: spooled };
  } catch (error) {
    // The source may still be flowing (refused at its first chunk): drain it so the request ends.
    if (!input.stream.readableEnded) {
      input.stream.resume();
    }
    await fs.promises.rm(spooled, { force: true });
    throw error;
  }
}

/** Removes a spooled upload that will not be stored (the send was refused). */
export async function discardUpload(spooled: SpooledUpload): Promise<void> {
  await fs.promises.rm(spooled.path, { force: true });
}

/** Stores a spooled upload under its user and session and records it. */
export async function commitUpload(
  deps: Pick<UploadDeps, 'db' | 'storage'>,
  spooled: SpooledUpload,
  owner: { userId: number; sessionId: string },
): Promise<StoredUpload> {
  const stored: StoredUpload = {
    id: spooled.id,
    userId: owner.userId,
    sessionId: owner.sessionId,
    filename: spooled.filename,
    kind: spooled.kind,
    contentType: spooled.contentType,
    sizeBytes: spooled.sizeBytes,
    storageKey: storageKey(owner.userId, owner.sessionId, spooled.id),
  };
  try {
    await deps.storage.put(stored.storageKey, {
      path: spooled.path,
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
  } finally {
    await discardUpload(spooled);
  }
}

export async function storeUpload(deps: UploadDeps, input: UploadInput): Promise<StoredUpload> {
  const spooled = await spoolUpload(deps, input);
  return commitUpload(deps, spooled, { userId: input.userId, sessionId: input.sessionId });
}
