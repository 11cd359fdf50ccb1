// The server's page fetcher for 'Analise esta página web: {url}'. Every hop (the first request
// and each redirect) is checked before it is made: scheme, port, credentials, and every address
// the name resolves to. The connection then goes to the address that was checked, never to a
// second DNS answer, so a name cannot be re-pointed at an internal address in between.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkAddress, isIpLiteral } from './address-policy.ts';
import { WEB_MESSAGES as M } from './messages.ts';
import { readPage } from './readable.ts';
import { DEFAULT_WEB_FETCH, type WebFetchSettings } from './settings.ts';

export type WebFetchFailure =
  | 'invalid-url'
  | 'scheme'
  | 'port'
  | 'credentials'
  | 'blocked'
  | 'not-found'
  | 'redirects'
  | 'too-large'
  | 'content-type'
  | 'timeout'
  | 'status'
  | 'unreachable'
  | 'no-text';

/** A refusal or failure with its pt-BR message, safe to show the user. */
export class WebFetchError extends Error {
  readonly reason: WebFetchFailure;
  constructor(reason: WebFetchFailure, message: string) {
    super(message);
    this.name = 'WebFetchError';
    this.reason = reason;
  }
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface FetchPageOptions extends Partial<WebFetchSettings> {
  /** Most redirects followed. Default 5. */
  maxRedirects?: number;
  /** Name resolution; tests inject one. Default: the system resolver, every address. */
  resolve?: Resolver;
  /**
   * Exact addresses allowed despite the policy: only tests set it, for their loopback server.
   * Never read from the environment. Default: none.
   */
  testAllowAddresses?: readonly string[];
  /** Cancels the fetch (the user stopped the answer). */
  signal?: AbortSignal;
}

export interface FetchedPage {
  /** The address asked for. */
  url: string;
  /** The address the page was read from, after redirects. */
  finalUrl: string;
  title: string;
  text: string;
}

const READABLE_TYPES = new Set(['text/html', 'text/plain', 'application/xhtml+xml']);

const systemResolve: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

interface Hop {
  url: URL;
  address: string;
  family: number;
}

function parseUrl(raw: string): URL {
  try {
    return new URL(raw.trim());
  } catch {
    throw new WebFetchError('invalid-url', M.invalidUrl);
  }
}

function portOf(url: URL): number {
  if (url.port) {
    return Number(url.port);
  }
  return url.protocol === 'https:' ? 443 : 80;
}

/** Checks a hop's URL and every address its host resolves to; returns the address to connect to. */
async function checkHop(
  url: URL,
  options: Required<Pick<FetchPageOptions, 'allowedPorts' | 'resolve' | 'testAllowAddresses'>>,
): Promise<Hop> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new WebFetchError('scheme', M.scheme);
  }
  if (url.username || url.password) {
    throw new WebFetchError('credentials', M.credentials);
  }
  if (!options.allowedPorts.includes(portOf(url))) {
    throw new WebFetchError('port', M.port(options.allowedPorts));
  }
  const host = url.hostname;
  let addresses: ResolvedAddress[];
  if (isIpLiteral(host)) {
    addresses = [{ address: host.replace(/^\[|\]$/g, ''), family: host.includes(':') ? 6 : 4 }];
  } else {
    try {
      addresses = await options.resolve(host);
    } catch {
      throw new WebFetchError('not-found', M.notFound(host));
    }
    if (addresses.length === 0) {
      throw new WebFetchError('not-found', M.notFound(host));
    }
  }
  const verdicts = addresses.map((a) => checkAddress(a.address, options.testAllowAddresses));
  // One internal address among public ones is enough to refuse: the client could pick either.
  const first = verdicts[0];
  if (!first || verdicts.some((v) => !v.allowed) || !first.allowed) {
    throw new WebFetchError('blocked', M.blocked);
  }
  return { url, address: first.address, family: first.family };
}

interface RawResponse {
  status: number;
  location: string | undefined;
  contentType: string;
  body: Buffer;
}

function request(hop: Hop, maxBytes: number, signal: AbortSignal): Promise<RawResponse> {
  // The only address this request may use: the one checked above.
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if ((options as dns.LookupOptions).all) {
      (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, [
        { address: hop.address, family: hop.family },
      ]);
    } else {
      callback(null, hop.address, hop.family);
    }
  };
  const client = hop.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      hop.url,
      {
        method: 'GET',
        agent: false,
        lookup: pinned,
        signal,
        headers: {
          accept: 'text/html, text/plain;q=0.9',
          'accept-language': 'pt-BR, pt;q=0.9, en;q=0.5',
          'user-agent': 'SppockBot/1.0 (+leitura de páginas a pedido de um usuário)',
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const contentType = String(res.headers['content-type'] ?? '');
        const location = res.headers.location;
        const media = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
        if (status >= 300 && status < 400) {
          res.resume();
          resolve({ status, location, contentType, body: Buffer.alloc(0) });
          return;
        }
        if (status < 200 || status >= 300) {
          res.resume();
          reject(new WebFetchError('status', M.status(status)));
          return;
        }
        if (!READABLE_TYPES.has(media)) {
          res.destroy();
          reject(new WebFetchError('content-type', M.contentType(media)));
          return;
        }
        const tooLarge = () =>
          new WebFetchError('too-large', M.tooLarge((maxBytes / 1024 / 1024).toFixed(1).replace('.', ',')));
        if (Number(res.headers['content-length'] ?? 0) > maxBytes) {
          res.destroy();
          reject(tooLarge());
          return;
        }
        const chunks: Buffer[] = [];
        let received = 0;
        res.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > maxBytes) {
            res.destroy();
            reject(tooLarge());
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ status, location, contentType, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Fetches a page and returns its readable text; throws {@link WebFetchError} with a pt-BR message. */
export async function fetchPage(rawUrl: string, options: FetchPageOptions = {}): Promise<FetchedPage> {
  const settings = {
    allowedPorts: options.allowedPorts ?? DEFAULT_WEB_FETCH.allowedPorts,
    maxBytes: options.maxBytes ?? DEFAULT_WEB_FETCH.maxBytes,
    timeoutMs: options.timeoutMs ?? DEFAULT_WEB_FETCH.timeoutMs,
    resolve: options.resolve ?? systemResolve,
    testAllowAddresses: options.testAllowAddresses ?? [],
  };
  const maxRedirects = options.maxRedirects ?? 5;
  const timeout = AbortSignal.timeout(settings.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  let url = parseUrl(rawUrl);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const hop = await checkHop(url, settings);
      signal.throwIfAborted();
      const response = await request(hop, settings.maxBytes, signal);
      if (response.status >= 300 && response.status < 400) {
        if (!response.location) {
          throw new WebFetchError('status', M.status(response.status));
        }
        if (redirects >= maxRedirects) {
          throw new WebFetchError('redirects', M.tooManyRedirects);
        }
        url = parseUrl(new URL(response.location, url).toString());
        continue;
      }
      const media = response.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
      const page = await readPage({
        body: response.body,
        contentType: response.contentType,
        media,
        url: url.toString(),
      });
      if (!page.text) {
        throw new WebFetchError('no-text', M.noText);
      }
      return { url: rawUrl.trim(), finalUrl: url.toString(), ...page };
    }
  } catch (error) {
    if (error instanceof WebFetchError) {
      throw error;
    }
    if (timeout.aborted) {
      throw new WebFetchError('timeout', M.timeout);
    }
    throw new WebFetchError('unreachable', M.unreachable);
  }
}
