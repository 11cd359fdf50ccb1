import { S3FileStorage } from './s3-storage.ts';
import type { StorageSettings } from './settings.ts';
import { type FileStorage, LocalFileStorage } from './storage.ts';

/** The storage the configuration names; one per server. */
export function createFileStorage(settings: StorageSettings, dataDir: string): FileStorage {
  switch (settings.kind) {
    case 'local':
      return new LocalFileStorage(dataDir);
    case 's3':
      return new S3FileStorage(settings, dataDir);
    default:
      return settings satisfies never;
  }
}
