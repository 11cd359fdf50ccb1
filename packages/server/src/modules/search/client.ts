// The web search behind the search agents: one call, a query in, titled links with snippets out,
// whatever the provider. Serper (Google results) and Exa speak their own wire formats here.
import { PRODUCT_TIME_ZONE } from '@sppock/sdk/domain';
import { SEARCH_MESSAGES as M } from './messages.ts';
import type { SearchSettings } from './settings.ts';

/** One result, as the answer cites it. */
export interface SearchResult {
  title: string;
  url: string;
  snippet: string;
  /** Publication date as the provider gives it, when it does. */
  date?: string;
}

/** Where the user is (spec 2 §7): guides the results' country, language and city. */
export interface SearchLocation {
  country: string;
  countryCode: string;
  region?: string;
  city?: string;
  timezone: string;
}

export const DEFAULT_LOCATION: SearchLocation = {
  country: 'Brasil',
  countryCode: 'BR',
  timezone: PRODUCT_TIME_ZONE,
};

export interface SearchQuery {
  query: string;
  location?: SearchLocation;
  /** Results wanted. Default 8. */
  limit?: number;
  signal?: AbortSignal;
}

export interface SearchClient {
  readonly provider: 'serper' | 'exa';
  search(query: SearchQuery): Promise<SearchResult[]>;
}

/** A search that failed, with its pt-BR message (safe to show: never the provider's text). */
export class SearchError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'SearchError';
  }
}

type Json = Record<string, unknown>;

async function postJson(
  url: string,
  headers: Record<string, string>,
  body: Json,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<Json> {
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
    });
  } catch (error) {
    if (timeout.aborted) {
      throw new SearchError(M.timeout, null);
    }
    if (signal?.aborted) {
      throw error;
    }
    throw new SearchError(M.unavailable, null);
  }
  if (response.status === 401 || response.status === 403) {
    throw new SearchError(M.unauthorized, response.status);
  }
  if (response.status === 429) {
    throw new SearchError(M.rateLimited, response.status);
  }
  if (!response.ok) {
    throw new SearchError(M.unavailable, response.status);
  }
  try {
    return (await response.json()) as Json;
  } catch {
    throw new SearchError(M.unavailable, response.status);
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');

/** Only http(s) links are cited: a result must be something the user can open. */
function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function clean(results: SearchResult[], limit: number): SearchResult[] {
  const seen = new Set<string>();
  return results
    .filter(
      (result) => result.title && isWebLink(result.url) && !seen.has(result.url) && seen.add(result.url),
    )
    .slice(0, limit);
}

/** Serper: `POST /search` with `X-API-KEY`; Google's organic results under `organic`. */
export class SerperClient implements SearchClient {
  readonly provider = 'serper' as const;
  constructor(
    private readonly apiKey: string,
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {}

  async search({
    query,
    location = DEFAULT_LOCATION,
    limit = 8,
    signal,
  }: SearchQuery): Promise<SearchResult[]> {
    const place = [location.city, location.region, location.country].filter(Boolean).join(', ');
    const body: Json = {
      q: query,
      gl: location.countryCode.toLowerCase(),
      hl: location.countryCode === 'BR' ? 'pt-br' : 'pt',
      num: Math.min(Math.max(limit, 1), 20),
      ...(location.city ? { location: place } : {}),
    };
    const json = await postJson(
      `${this.baseUrl}/search`,
      { 'X-API-KEY': this.apiKey },
      body,
      this.timeoutMs,
      signal,
    );
    const organic = Array.isArray(json.organic) ? (json.organic as Json[]) : [];
    return clean(
      organic.map((item) => ({
        title: text(item.title),
        url: text(item.link),
        snippet: text(item.snippet),
        ...(text(item.date) ? { date: text(item.date) } : {}),
      })),
      limit,
    );
  }
}

/** Exa: `POST /search` with `x-api-key`; results with title, url and (asked for) highlights. */
export class ExaClient implements SearchClient {
  readonly provider = 'exa' as const;
  constructor(
    private readonly apiKey: string,
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {}

  async search({
    query,
    location = DEFAULT_LOCATION,
    limit = 8,
    signal,
  }: SearchQuery): Promise<SearchResult[]> {
    const body: Json = {
      query: location.city
        ? `${query} (${[location.city, location.region].filter(Boolean).join(', ')})`
        : query,
      type: 'auto',
      numResults: Math.min(Math.max(limit, 1), 25),
      userLocation: location.countryCode,
      contents: { highlights: { numSentences: 2, highlightsPerUrl: 1 }, text: { maxCharacters: 400 } },
    };
    const json = await postJson(
      `${this.baseUrl}/search`,
      { 'x-api-key': this.apiKey },
      body,
      this.timeoutMs,
      signal,
    );
    const results = Array.isArray(json.results) ? (json.results as Json[]) : [];
    return clean(
      results.map((item) => {
        const highlights = Array.isArray(item.highlights) ? item.highlights.map(text).join(' ') : '';
        const date = text(item.publishedDate).slice(0, 10);
        return {
          title: text(item.title),
          url: text(item.url),
          snippet: (highlights || text(item.text)).slice(0, 400),
          ...(date ? { date } : {}),
        };
      }),
      limit,
    );
  }
}

/** The configured client, or null when no provider is set up. */
export function createSearchClient(settings: SearchSettings): SearchClient | null {
  switch (settings.provider) {
    case 'serper':
      return settings.serperApiKey
        ? new SerperClient(settings.serperApiKey, settings.serperBaseUrl, settings.timeoutMs)
        : null;
    case 'exa':
      return settings.exaApiKey
        ? new ExaClient(settings.exaApiKey, settings.exaBaseUrl, settings.timeoutMs)
        : null;
    case 'none':
      return null;
    default:
      return settings.provider satisfies never;
  }
}
