// The model providers' HTTP calls, as the AI SDK makes them (`fetch(url, { method, headers, body,
// signal })`), sent over node:http's keep-alive agents instead of the global fetch (issue 28).
// The global fetch builds a WHATWG Request, a body stream and an abort listener for every call:
// measured on a 2-core VM, a call to a provider that answers at once took 0.9 ms there and 0.6 ms
// here (p50, loopback), and 0.35 ms of the chat message's own CPU was fetch's bookkeeping.
// What the SDK gets back is the same: a web Response whose body streams as it arrives (decoded
// if a server compresses it unasked), a connection failure as fetch's `TypeError('fetch failed')`
// with its cause, an abort as the signal's reason. A proxy is used when fetch would use one
// (`NODE_USE_ENV_PROXY=1` or `--use-env-proxy`, with HTTP_PROXY/HTTPS_PROXY/NO_PROXY). A call this
// does not know how to make exactly (a Request, a body that is not text or bytes) goes to the
// global fetch.
import http from 'node:http';
import https from 'node:https';
import { pipeline, Readable } from 'node:stream';
import zlib from 'node:zlib';

/** Whether Node's fetch reads the proxy from the environment (Node's built-in proxy support). */
export function fetchUsesEnvProxy(env: NodeJS.ProcessEnv, execArgv: string[]): boolean {
  return (
    env.NODE_USE_ENV_PROXY === '1' ||
    execArgv.includes('--use-env-proxy') ||
    (env.NODE_OPTIONS ?? '').split(/\s+/).includes('--use-env-proxy')
  );
}

/** The agents' options for the proxy: the environment's, when fetch would use it. */
export function proxyOptions(env: NodeJS.ProcessEnv, execArgv: string[]): { proxyEnv?: NodeJS.ProcessEnv } {
  return fetchUsesEnvProxy(env, execArgv) ? { proxyEnv: env } : {};
}

const proxy = proxyOptions(process.env, process.execArgv);
const agents: Record<string, http.Agent> = {
  'http:': new http.Agent({ keepAlive: true, ...proxy }),
  'https:': new https.Agent({ keepAlive: true, ...proxy }),
};

const DECODERS: Record<string, () => NodeJS.ReadWriteStream> = {
  gzip: () => zlib.createGunzip(),
  'x-gzip': () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
};

/** The body as it arrives, decoded when the server compressed it. */
function bodyOf(res: http.IncomingMessage): ReadableStream<Uint8Array> {
  const decoder =
    DECODERS[
      String(res.headers['content-encoding'] ?? '')
        .trim()
        .toLowerCase()
    ];
  if (!decoder) {
    return Readable.toWeb(res) as ReadableStream<Uint8Array>;
  }
  const decoded = decoder();
  pipeline(res, decoded, () => {
    // An error on either side ends the decoded stream with it (pipeline destroys both).
  });
  return Readable.toWeb(decoded as unknown as Readable) as ReadableStream<Uint8Array>;
}

/** A body with no content (fetch gives these a null body). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function headersOf(headers: RequestInit['headers']): Record<string, string> {
  if (headers === undefined) {
    return {};
  }
  if (headers instanceof Headers || Array.isArray(headers)) {
    return Object.fromEntries(headers);
  }
  const plain: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    // The SDK leaves unset headers (an absent key) as undefined; fetch drops them too.
    if (value !== undefined) {
      plain[name] = value;
    }
  }
  return plain;
}

function responseHeaders(raw: string[]): Headers {
  const headers = new Headers();
  for (let index = 0; index < raw.length; index += 2) {
    headers.append(raw[index] as string, raw[index + 1] as string);
  }
  return headers;
}

/** fetch's own error for a request that could not be made (the SDK reads it as a network failure). */
function fetchFailed(cause: unknown): TypeError {
  return new TypeError('fetch failed', { cause });
}

export const providerFetch: typeof fetch = (input, init = {}) => {
  const body = init.body ?? undefined;
  const url = typeof input === 'string' ? URL.parse(input) : input instanceof URL ? input : null;
  const agent = url ? agents[url.protocol] : undefined;
  if (!url || !agent || (body !== undefined && typeof body !== 'string' && !(body instanceof Uint8Array))) {
    return fetch(input, init);
  }
  const signal = init.signal ?? undefined;
  if (signal?.aborted) {
    return Promise.reject(signal.reason);
  }
  return new Promise<Response>((resolve, reject) => {
    const headers = headersOf(init.headers);
    if (body !== undefined && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-length')) {
      headers['content-length'] = String(
        typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength,
      );
    }
    const transport = url.protocol === 'https:' ? https : http;
    let response: http.IncomingMessage | null = null;
    const request = transport.request(url, { method: init.method ?? 'GET', headers, agent }, (res) => {
      response = res;
      const status = res.statusCode ?? 0;
      const stream = NULL_BODY_STATUSES.has(status) ? null : bodyOf(res);
      if (!stream) {
        res.resume();
      }
      res.once('close', () => signal?.removeEventListener('abort', onAbort));
      resolve(
        new Response(stream, {
          status,
          statusText: res.statusMessage ?? '',
          headers: responseHeaders(res.rawHeaders),
        }),
      );
    });
    // As fetch: before the answer, the call rejects with the signal's reason; during it, the body
    // errors with it.
    const onAbort = () => {
      const reason = signal?.reason;
      if (response) {
        response.destroy(reason);
      } else {
        reject(reason);
      }
      request.destroy();
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    request.once('error', (error) => {
      signal?.removeEventListener('abort', onAbort);
      if (!signal?.aborted) {
        reject(fetchFailed(error));
      }
    });
    request.end(body);
  });
};
