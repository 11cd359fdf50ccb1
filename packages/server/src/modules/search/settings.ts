// Which web search the search agents use (spec 2 §1, issue 11): Serper (Google results) or Exa,
// with the key in the environment. The API addresses can be changed (a proxy, the tests' fakes).
import type { EnvReaders } from '../llm/settings.ts';

export const SEARCH_PROVIDERS = ['none', 'serper', 'exa'] as const;
export type SearchProviderName = (typeof SEARCH_PROVIDERS)[number];

export interface SearchSettings {
  /** The provider in use; `none` when no key is set. */
  provider: SearchProviderName;
  serperApiKey: string | null;
  exaApiKey: string | null;
  /** Default https://google.serper.dev */
  serperBaseUrl: string;
  /** Default https://api.exa.ai */
  exaBaseUrl: string;
  /** One search call, in milliseconds. Default 15 s. */
  timeoutMs: number;
}

export const SEARCH_VARIABLES = [
  'SEARCH_PROVIDER',
  'SERPER_API_KEY',
  'EXA_API_KEY',
  'SERPER_BASE_URL',
  'EXA_BASE_URL',
  'SEARCH_TIMEOUT_MS',
] as const;

export const DEFAULT_SERPER_BASE_URL = 'https://google.serper.dev';
export const DEFAULT_EXA_BASE_URL = 'https://api.exa.ai';

/**
 * SEARCH_PROVIDER names the provider; unset, the one whose key is set is used (Serper first), so
 * setting only `SERPER_API_KEY` or `EXA_API_KEY` is enough.
 */
export function readSearchSettings(read: EnvReaders, problems: string[]): SearchSettings {
  const serperApiKey = read.text('SERPER_API_KEY');
  const exaApiKey = read.text('EXA_API_KEY');
  const inferred: SearchProviderName = serperApiKey ? 'serper' : exaApiKey ? 'exa' : 'none';
  const provider = read.oneOf('SEARCH_PROVIDER', SEARCH_PROVIDERS, inferred);
  if (provider === 'serper' && !serperApiKey) {
    problems.push('SERPER_API_KEY é obrigatório quando SEARCH_PROVIDER=serper.');
  }
  if (provider === 'exa' && !exaApiKey) {
    problems.push('EXA_API_KEY é obrigatório quando SEARCH_PROVIDER=exa.');
  }
  let timeoutMs = 15_000;
  const rawTimeout = read.text('SEARCH_TIMEOUT_MS');
  if (rawTimeout !== null) {
    const parsed = Number(rawTimeout);
    if (!/^\d+$/.test(rawTimeout) || parsed < 1 || parsed > 120_000) {
      problems.push(`SEARCH_TIMEOUT_MS="${rawTimeout}" não é aceito: use milissegundos de 1 a 120000.`);
    } else {
      timeoutMs = parsed;
    }
  }
  const trim = (url: string) => url.replace(/\/+$/, '');
  return {
    provider,
    serperApiKey,
    exaApiKey,
    serperBaseUrl: trim(read.url('SERPER_BASE_URL', ['http:', 'https:']) ?? DEFAULT_SERPER_BASE_URL),
    exaBaseUrl: trim(read.url('EXA_BASE_URL', ['http:', 'https:']) ?? DEFAULT_EXA_BASE_URL),
    timeoutMs,
  };
}
