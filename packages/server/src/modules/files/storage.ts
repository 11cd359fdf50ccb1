// Where uploaded files live. The upload is spooled to a temporary file first (counted, sniffed,
// never held whole in memory), then handed to the storage as a file of known size: a local
// directory rename, or one S3 PutObject with its Content-Length.
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredSource {
  /** A local file holding the whole upload. */
  path: string;
  size: number;
  contentType: string;
}

export interface FileStorage {
  /** `local` or `s3`, for logs and the README. */
  readonly kind: 'local' | 's3';
  /** Directory where uploads are spooled before {@link put}. */
  readonly spoolDir: string;
  /** Stores the spooled file under `key`; the spooled file may be moved away. */
  put(key: string, source: StoredSource): Promise<void>;
  /** The stored bytes; rejects with {@link StoredFileMissing} when the key holds nothing. */
  open(key: string): Promise<Readable>;
  /** The file on this machine that holds the key's bytes, for a reader that opens it by path; null when the storage is remote. */
  localPath(key: string): string | null;
  /** Removes the object; a missing key is not an error. */
  remove(key: string): Promise<void>;
}

export class StoredFileMissing extends Error {
  constructor(key: string) {
    super(`Arquivo ausente no armazenamento: ${key}`);
    this.name = 'StoredFileMissing';
  }
}

// Keys are built by this module from numeric user ids and UUIDs; anything else is a bug that
// must never reach a filesystem path or a bucket.
const KEY_PATTERN = /^[0-9]+\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/;

export function storageKey(userId: number, sessionId: string, fileId: string): string {
  const key = `${userId}/${sessionId.toLowerCase()}/${fileId.toLowerCase()}`;
  assertKey(key);
  return key;
}

export function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key)) {
    throw new Error(`Chave de armazenamento inválida: ${key}`);
  }
}

/** Files under `<DATA_DIR>/files/<user>/<session>/<file>`. */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;
  readonly spoolDir: string;
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'files');
    // Same filesystem as the files, so put() is a rename.
    this.spoolDir = path.join(this.root, '.spool');
  }

  private pathOf(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, source: StoredSource): Promise<void> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    try {
      await fs.promises.rename(source.path, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') {
        throw error;
      }
      await pipeline(fs.createReadStream(source.path), fs.createWriteStream(target));
      await fs.promises.rm(source.path, { force: true });
    }
  }

  async open(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    const handle = await fs.promises.open(file, 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') {
        throw new StoredFileMissing(key);
      }
      throw error;
    });
    return handle.createReadStream();
  }

  localPath(key: string): string {
    return this.pathOf(key);
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }
}
