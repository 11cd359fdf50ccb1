// Each product fact has one home (issue 27): @sppock/sdk/domain owns it and the server, the UI
// and the app import it, their fixtures included. This test reads the packages' source files
// (tests, stories and the generated contract types aside, which may quote a value) and fails when
// a fact is written again outside its owner — the copy to delete, or to replace with an import.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './bundle';

const DOMAIN = 'packages/sdk/src/domain';

/** One fact: how a copy of it reads in code, and the only file allowed to write it. */
interface Fact {
  name: string;
  pattern: RegExp;
  owner: string;
}

const FACTS: readonly Fact[] = [
  { name: 'o fuso do produto', pattern: /America\/Sao_Paulo/, owner: `${DOMAIN}/timeZone.ts` },
  {
    name: 'a ordem dos planos',
    pattern: /(?:const|let)\s+\w+[^=\n]*=\s*\[\s*'freemium',\s*'professional',\s*'enterprise',?\s*\]/,
    owner: `${DOMAIN}/plans.ts`,
  },
  { name: 'os rótulos dos planos', pattern: /professional:\s*'Pro'/, owner: `${DOMAIN}/plans.ts` },
  {
    name: 'os lugares dos planos',
    pattern: /enterprise:\s*10\s*\}|enterprise\s*\?\s*'1\/10'/,
    owner: `${DOMAIN}/plans.ts`,
  },
  {
    name: 'o bloco de tokens extras',
    pattern: /BLOCK\s*=\s*100_000|(?:tokens|blocks)\s*[/*]\s*100_000/i,
    owner: `${DOMAIN}/plans.ts`,
  },
  { name: 'as faixas de nota', pattern: /return 'Excelente'/, owner: `${DOMAIN}/scores.ts` },
  { name: 'os 16 tipos MBTI', pattern: /'O Arquiteto'/, owner: `${DOMAIN}/assessments.ts` },
  {
    name: 'as áreas da Roda da Vida',
    pattern: /crescimento:\s*'Crescimento Pessoal'/,
    owner: `${DOMAIN}/assessments.ts`,
  },
  { name: 'os status do suporte', pattern: /em_analise:\s*'Em análise'/, owner: `${DOMAIN}/support.ts` },
  {
    name: 'o catálogo de agentes',
    pattern: /'Analisando a concorrência\.\.\.'|name: 'Concorrência'/,
    owner: `${DOMAIN}/agents.ts`,
  },
  {
    name: 'o espaçamento entre mensagens',
    pattern: /3000\s*:\s*2000|commander: 3000/,
    owner: `${DOMAIN}/agents.ts`,
  },
  { name: 'a rota das avaliações', pattern: /['"`]\/assessment['"`/]/, owner: `${DOMAIN}/routes.ts` },
  { name: 'a rota do suporte', pattern: /['"`]\/support['"`]/, owner: `${DOMAIN}/routes.ts` },
  // The app's other routes: a literal path, quoted and ended by a quote, a query or a slash.
  ...(
    [
      ['do painel', 'dashboard'],
      ['do login', 'login'],
      ['do cadastro', 'register'],
      ['da senha esquecida', 'forgot-password'],
      ['da nova senha', 'reset-password'],
      ['da conta', 'profile'],
      ['dos planos', 'pricing'],
      ['dos tutoriais', 'tutoriais'],
      ['do console da fila', 'admin\\/queue-manager'],
      ['da fila do suporte', 'admin\\/support'],
    ] as const
  ).map(([label, path]) => ({
    name: `a rota ${label}`,
    pattern: new RegExp(`['"\`]\\/${path}['"\`?/]`),
    owner: `${DOMAIN}/routes.ts`,
  })),
];

/** The source files a copy could hide in: TypeScript and scripts, not tests, stories or generated types. */
function sourceFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.mts', '*.mjs'],
    {
      cwd: repoRoot,
      encoding: 'utf8',
    },
  );
  return (
    listed
      .split('\n')
      .filter(Boolean)
      .filter((file) => !/\.(test|test-d|stories)\.tsx?$/.test(file))
      .filter(
        (file) => !file.startsWith('packages/sdk/src/generated/') && !file.includes('/contract/generated'),
      )
      // The repository's own test suites (contract, end-to-end) check what a user sees, values included.
      .filter((file) => !file.startsWith('tests/'))
      .filter((file) => fs.existsSync(path.join(repoRoot, file)))
  );
}

/** Where each fact is written: `file:line` of every match. */
function occurrences(files: readonly string[]): Map<string, string[]> {
  const found = new Map<string, string[]>(FACTS.map((fact) => [fact.name, []]));
  for (const file of files) {
    const lines = fs.readFileSync(path.join(repoRoot, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      const code = line.trimStart();
      if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*')) {
        return;
      }
      for (const fact of FACTS) {
        if (fact.pattern.test(line)) {
          found.get(fact.name)?.push(`${file}:${index + 1}`);
        }
      }
    });
  }
  return found;
}

describe('um dono para cada fato do produto', () => {
  const found = occurrences(sourceFiles());

  it.each(FACTS)('$name: só em $owner', ({ name, owner }) => {
    const places = found.get(name) ?? [];
    expect(places.filter((place) => !place.startsWith(`${owner}:`))).toEqual([]);
    // Not vacuous: the owner itself is found by the same pattern.
    expect(places.some((place) => place.startsWith(`${owner}:`))).toBe(true);
  });
});
