// Fake web search providers for tests, on their real wire formats: Serper (`POST /search`,
// `X-API-KEY`, Google's `organic` results) and Exa (`POST /search`, `x-api-key`, `results` with
// highlights). Each records the searches, checks the key, plays programmed failures, and
// answers 404 to any call the real API does not have (kept in `unknownRequests`).
import { type FakeHttp, type RecordedRequest, startFakeHttp } from '../http.ts';

export interface FakeHit {
  title: string;
  url: string;
  snippet: string;
  date?: string;
}

export interface SearchFake {
  /** The base URL to set as SERPER_BASE_URL or EXA_BASE_URL. */
  url: string;
  apiKey: string;
  /** The body of each search, parsed. */
  searches: Record<string, unknown>[];
  unknownRequests: RecordedRequest[];
  /** Results of the next searches (then the default: none). */
  respond(hits: FakeHit[]): void;
  /** The next search fails with this status (401, 429, 500…). */
  fail(status: number): void;
  /** The next search never answers (ends when the client gives up or the fake closes). */
  hang(): void;
  /** Drops the outcomes programmed but not played yet (the next searches get the default). */
  forget(): void;
  close(): Promise<void>;
}

type Outcome = { hits: FakeHit[] } | { status: number } | { hang: true };

function start(
  label: 'serper' | 'exa',
  keyHeader: string,
  write: (hits: FakeHit[], body: Record<string, unknown>) => unknown,
  error: (status: number) => unknown,
): Promise<SearchFake> {
  const apiKey = `${label}-chave-de-teste`;
  const outcomes: Outcome[] = [];
  const searches: Record<string, unknown>[] = [];
  const unknownRequests: RecordedRequest[] = [];
  return startFakeHttp((request) => {
    if (request.method !== 'POST' || request.path !== '/search') {
      unknownRequests.push(request);
      return {
        status: 404,
        body: { message: `${label}: chamada desconhecida ${request.method} ${request.path}` },
      };
    }
    if (request.headers[keyHeader] !== apiKey) {
      return { status: label === 'serper' ? 403 : 401, body: error(label === 'serper' ? 403 : 401) };
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(request.body) as Record<string, unknown>;
    } catch {
      return { status: 400, body: error(400) };
    }
    const query = label === 'serper' ? body.q : body.query;
    if (typeof query !== 'string' || query.trim() === '') {
      return { status: 400, body: error(400) };
    }
    searches.push(body);
    const outcome = outcomes.shift() ?? { hits: [] };
    if ('hang' in outcome) {
      return new Promise<never>(() => {});
    }
    if ('status' in outcome) {
      return { status: outcome.status, body: error(outcome.status) };
    }
    return { status: 200, body: write(outcome.hits, body) };
  }).then((http: FakeHttp) => ({
    url: http.url,
    apiKey,
    searches,
    unknownRequests,
    respond: (hits) => outcomes.push({ hits }),
    fail: (status) => outcomes.push({ status }),
    hang: () => outcomes.push({ hang: true }),
    forget: () => {
      outcomes.length = 0;
    },
    close: () => http.close(),
  }));
}

export function startFakeSerper(): Promise<SearchFake> {
  return start(
    'serper',
    'x-api-key',
    (hits, body) => ({
      searchParameters: { q: body.q, gl: body.gl, hl: body.hl, type: 'search', engine: 'google' },
      organic: hits.map((hit, index) => ({
        title: hit.title,
        link: hit.url,
        snippet: hit.snippet,
        ...(hit.date ? { date: hit.date } : {}),
        position: index + 1,
      })),
      credits: 1,
    }),
    (status) => ({ message: status === 403 ? 'Unauthorized.' : 'Error', statusCode: status }),
  );
}

export function startFakeExa(): Promise<SearchFake> {
  return start(
    'exa',
    'x-api-key',
    (hits) => ({
      requestId: 'b5947044c4b78efa9552a7c89b306d95',
      resolvedSearchType: 'neural',
      results: hits.map((hit, index) => ({
        id: hit.url,
        title: hit.title,
        url: hit.url,
        publishedDate: hit.date ? `${hit.date}T00:00:00.000Z` : null,
        author: null,
        score: 0.9 - index * 0.05,
        highlights: [hit.snippet],
        highlightScores: [0.8],
        text: hit.snippet,
      })),
      costDollars: { total: 0.005 },
    }),
    (status) => ({ requestId: 'erro', error: status === 401 ? 'Invalid API key' : 'Error', tag: 'ERROR' }),
  );
}
