import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { packagePath } from '../../package-root.ts';
import { WEB_VARIABLES } from '../web/settings.ts';
import { STORAGE_VARIABLES } from './settings.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return (error as { problems: string[] }).problems;
  }
}

describe('storage and page-fetch settings', () => {
  it('default to a folder under DATA_DIR and ports 80/443', () => {
    const config = loadConfig({});
    expect(config.storage).toEqual({ kind: 'local' });
    expect(config.webFetch).toEqual({
      allowedPorts: [80, 443],
      maxBytes: 2 * 1024 * 1024,
      timeoutMs: 10_000,
    });
  });

  it('read an S3-compatible bucket with path-style URLs for a custom endpoint', () => {
    const config = loadConfig({
      S3_BUCKET: 'sppock-arquivos',
      S3_ENDPOINT: 'http://minio.interno:9000',
      S3_ACCESS_KEY_ID: 'chave',
      S3_SECRET_ACCESS_KEY: 'segredo',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'sppock-arquivos',
      region: 'us-east-1',
      endpoint: 'http://minio.interno:9000',
      accessKeyId: 'chave',
      secretAccessKey: 'segredo',
      forcePathStyle: true,
    });
  });

  it('report every wrong value at once', () => {
    expect(
      problemsOf({
        S3_ENDPOINT: 'ftp://x',
        S3_ACCESS_KEY_ID: 'a',
        WEB_FETCH_PORTS: '80,http',
        WEB_FETCH_TIMEOUT_MS: '0',
      }),
    ).toEqual([
      'S3_ENDPOINT="ftp://x" precisa começar com http:// ou https://.',
      'S3_BUCKET é obrigatório quando S3_ENDPOINT ou as chaves S3 estão definidos.',
      'WEB_FETCH_PORTS="80,http" não é aceito: use portas separadas por vírgula, ex.: 80,443.',
      'WEB_FETCH_TIMEOUT_MS="0" não é aceito: use milissegundos de 1 a 120000.',
    ]);
    expect(problemsOf({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'a' })).toEqual([
      'S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY vão juntos: defina os dois ou nenhum.',
    ]);
  });

  it('.env.example lists every variable', () => {
    const example = fs.readFileSync(packagePath('..', '..', '.env.example'), 'utf8');
    for (const name of [...STORAGE_VARIABLES, ...WEB_VARIABLES]) {
      expect(example).toMatch(new RegExp(`^${name}=`, 'm'));
    }
  });
});
