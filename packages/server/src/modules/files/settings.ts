// Where uploaded files are kept: a folder under DATA_DIR unless S3_BUCKET names a bucket.
import type { EnvReaders } from '../llm/settings.ts';
import type { S3Settings } from './s3-storage.ts';

export type StorageSettings = { kind: 'local' } | ({ kind: 's3' } & S3Settings);

/** Every variable this module reads (all in `.env.example`, checked by a test). */
export const STORAGE_VARIABLES = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

export function readStorageSettings(read: EnvReaders, problems: string[]): StorageSettings {
  const bucket = read.text('S3_BUCKET');
  const region = read.text('S3_REGION');
  const endpoint = read.url('S3_ENDPOINT', ['http:', 'https:']);
  const accessKeyId = read.text('S3_ACCESS_KEY_ID');
  const secretAccessKey = read.text('S3_SECRET_ACCESS_KEY');
  const pathStyle = read.oneOf(
    'S3_FORCE_PATH_STYLE',
    ['true', 'false'] as const,
    endpoint ? 'true' : 'false',
  );
  if (bucket === null) {
    if (endpoint || accessKeyId || secretAccessKey) {
      problems.push('S3_BUCKET é obrigatório quando S3_ENDPOINT ou as chaves S3 estão definidos.');
    }
    return { kind: 'local' };
  }
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    problems.push('S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY vão juntos: defina os dois ou nenhum.');
  }
  return {
    kind: 's3',
    bucket,
    region: region ?? 'us-east-1',
    endpoint,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: pathStyle === 'true',
  };
}
