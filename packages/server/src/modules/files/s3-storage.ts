// S3-compatible storage (AWS S3, MinIO, Cloudflare R2, Backblaze…) through the AWS SDK.
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertKey, type FileStorage, StoredFileMissing, type StoredSource } from './storage.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** Null for AWS itself; set for MinIO, R2 and other compatible servers. */
  endpoint: string | null;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Path-style URLs (`endpoint/bucket/key`), which most compatible servers need. */
  forcePathStyle: boolean;
}

export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  readonly spoolDir: string;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings, dataDir: string) {
    this.bucket = settings.bucket;
    this.spoolDir = path.join(dataDir, 'files', '.spool');
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      // Many S3-compatible servers refuse the SDK's default streamed (aws-chunked) checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(settings.accessKeyId && settings.secretAccessKey
        ? {
            credentials: {
              accessKeyId: settings.accessKeyId,
              secretAccessKey: settings.secretAccessKey,
            },
          }
        : {}),
    });
  }

  async put(key: string, source: StoredSource): Promise<void> {
    assertKey(key);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: fs.createReadStream(source.path),
          ContentLength: source.size,
          ContentType: source.contentType,
        }),
      );
    } finally {
      await fs.promises.rm(source.path, { force: true });
    }
  }

  async open(key: string): Promise<Readable> {
    assertKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(answer.Body instanceof Readable)) {
        throw new Error('O armazenamento S3 respondeu sem corpo.');
      }
      return answer.Body;
    } catch (error) {
      if (error instanceof NoSuchKey) {
        throw new StoredFileMissing(key);
      }
      throw error;
    }
  }

  localPath(): null {
    return null;
  }

  async remove(key: string): Promise<void> {
    assertKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  destroy(): void {
    this.client.destroy();
  }
}
