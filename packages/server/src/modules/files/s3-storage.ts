// S3-compatible storage (AWS S3, MinIO, Cloudflare R2, Backblaze…) through the AWS SDK, loaded
// with the first file stored or read: the SDK is tens of megabytes a server that never receives a
// file need not hold, and it is never loaded with the local storage.
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { assertKey, type FileStorage, StoredFileMissing, type StoredSource } from './storage.ts';

interface S3Connection {
  sdk: typeof import('@aws-sdk/client-s3');
  client: S3Client;
}

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
  private readonly bucket: string;
  private readonly clientConfig: S3ClientConfig;
  private connection: Promise<S3Connection> | null = null;
  private client: S3Client | null = null;

  constructor(settings: S3Settings, dataDir: string) {
    this.bucket = settings.bucket;
    this.spoolDir = path.join(dataDir, 'files', '.spool');
    this.clientConfig = {
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
    };
  }

  /** The SDK and the client, made at the first call. */
  private connect(): Promise<S3Connection> {
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => {
      this.client = new sdk.S3Client(this.clientConfig);
      return { sdk, client: this.client };
    });
    return this.connection;
  }

  async put(key: string, source: StoredSource): Promise<void> {
    assertKey(key);
    try {
      const { sdk, client } = await this.connect();
      await client.send(
        new sdk.PutObjectCommand({
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
    const { sdk, client } = await this.connect();
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(answer.Body instanceof Readable)) {
        throw new Error('O armazenamento S3 respondeu sem corpo.');
      }
      return answer.Body;
    } catch (error) {
      if (error instanceof sdk.NoSuchKey) {
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
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  destroy(): void {
    this.client?.destroy();
  }
}
