import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { packagePath } from '../../package-root.ts';
import { createSearchClient } from './client.ts';
import { SEARCH_VARIABLES } from './settings.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return (error as { problems: string[] }).problems;
  }
}

describe('search settings', () => {
  it('no key: no search, and no client', () => {
    const config = loadConfig({});
    expect(config.search.provider).toBe('none');
    expect(createSearchClient(config.search)).toBeNull();
  });

  it('a key alone picks its provider (Serper first); the API address can be changed', () => {
    expect(loadConfig({ EXA_API_KEY: 'e' }).search.provider).toBe('exa');
    const both = loadConfig({
      EXA_API_KEY: 'e',
      SERPER_API_KEY: 's',
      SERPER_BASE_URL: 'http://127.0.0.1:9/',
    });
    expect(both.search).toMatchObject({ provider: 'serper', serperBaseUrl: 'http://127.0.0.1:9' });
    expect(createSearchClient(both.search)?.provider).toBe('serper');
    expect(
      loadConfig({ EXA_API_KEY: 'e', SERPER_API_KEY: 's', SEARCH_PROVIDER: 'exa' }).search.provider,
    ).toBe('exa');
    expect(loadConfig({ SERPER_API_KEY: 's', SEARCH_PROVIDER: 'none' }).search.provider).toBe('none');
  });

  it('each wrong value has its message', () => {
    expect(
      problemsOf({ SEARCH_PROVIDER: 'exa', SEARCH_TIMEOUT_MS: '0', SERPER_BASE_URL: 'ftp://x' }),
    ).toEqual([
      'EXA_API_KEY é obrigatório quando SEARCH_PROVIDER=exa.',
      'SEARCH_TIMEOUT_MS="0" não é aceito: use milissegundos de 1 a 120000.',
      'SERPER_BASE_URL="ftp://x" precisa começar com http:// ou https://.',
    ]);
  });

  it('.env.example lists every variable', () => {
    const example = fs.readFileSync(packagePath('..', '..', '.env.example'), 'utf8');
    for (const name of SEARCH_VARIABLES) {
      expect(example).toMatch(new RegExp(`^${name}=`, 'm'));
    }
  });
});
