// A local S3-compatible server for storage tests: path-style PutObject, GetObject and
// DeleteObject on one bucket, objects kept in memory. Any other call answers 501 and is recorded
// in `unexpected`, so a test fails loudly instead of passing on a quiet fake.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3Object {
  body: Buffer;
  contentType: string | undefined;
}

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  objects: Map<string, FakeS3Object>;
  /** Calls the fake does not implement (method and path). */
  unexpected: string[];
  /** Every call as `METHOD key`. */
  calls: string[];
  close(): Promise<void>;
}

function xmlError(res: http.ServerResponse, status: number, code: string, message: string): void {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

export async function startFakeS3(bucket = 'sppock-test'): Promise<FakeS3> {
  const objects = new Map<string, FakeS3Object>();
  const unexpected: string[] = [];
  const calls: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-s3.local');
    const [, bucketName, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const method = req.method ?? 'GET';
    calls.push(`${method} ${key}`);
    const known =
      bucketName === bucket && key !== '' && [...url.searchParams.keys()].every((k) => k === 'x-id');
    if (!known) {
      unexpected.push(`${method} ${url.pathname}${url.search}`);
      xmlError(res, 501, 'NotImplemented', 'Chamada não implementada pelo S3 falso.');
      req.resume();
      return;
    }
    if (method === 'PUT') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        if (Number(req.headers['content-length']) !== body.length) {
          xmlError(res, 400, 'IncompleteBody', 'Content-Length diferente do corpo.');
          return;
        }
        objects.set(key, { body, contentType: req.headers['content-type'] });
        res.writeHead(200, { etag: '"fake"' });
        res.end();
      });
      return;
    }
    req.resume();
    if (method === 'GET') {
      const object = objects.get(key);
      if (!object) {
        xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        return;
      }
      res.writeHead(200, {
        'content-type': object.contentType ?? 'application/octet-stream',
        'content-length': String(object.body.length),
      });
      res.end(object.body);
      return;
    }
    if (method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204);
      res.end();
      return;
    }
    unexpected.push(`${method} ${url.pathname}`);
    xmlError(res, 501, 'NotImplemented', 'Chamada não implementada pelo S3 falso.');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    unexpected,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
