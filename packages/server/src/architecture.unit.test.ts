// The modules' directions (ARCHITECTURE.md, "Módulos"), read from the code's own imports. Each
// module folder under src/modules has three floors:
// - tables (`schema.ts`): import only other tables, and the tables never import each other in a loop;
// - its core (every other file): may use the modules MODULE_DIRECTIONS allows, and nothing else;
// - its HTTP edge (`handlers.ts`, `http.ts` and every file that calls `defineOperations`): wires
//   the operations to the cores and tables of any module; no core and no table imports an edge.
// MODULE_DIRECTIONS itself must have no loop, so a loop between module cores cannot come back.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES = path.join(import.meta.dirname, 'modules');

/** What each module's core may import, below it. A module not named here may import no module. */
export const MODULE_DIRECTIONS: Record<string, readonly string[]> = {
  accounts: ['activities'],
  activities: [],
  agents: [
    'accounts',
    'activities',
    'custom-agents',
    'files',
    'jobs',
    'llm',
    'metering',
    'payer',
    'payments',
    'routing',
    'search',
    'spacing',
    'support',
    'web',
  ],
  assessments: ['accounts', 'llm', 'payer', 'payments'],
  chatbot: [
    'accounts',
    'agents',
    'assessments',
    'custom-agents',
    'embed',
    'files',
    'llm',
    'metering',
    'payer',
    'payments',
    'routing',
    'support',
    'teams',
  ],
  console: ['accounts', 'agents', 'custom-agents', 'jobs', 'llm', 'metering'],
  'custom-agents': [
    'files',
    'llm',
    'metering',
    'payer',
    'payments',
    'routing',
    'search',
    'spacing',
    'teams',
    'web',
  ],
  embed: ['accounts', 'agents', 'custom-agents', 'payer'],
  files: ['llm', 'payments'],
  jobs: [],
  llm: ['metering', 'payer', 'payments'],
  marketing: [],
  metering: [],
  outbox: [],
  payer: ['accounts', 'metering', 'payments', 'teams'],
  payments: ['accounts', 'activities'],
  routing: [],
  search: ['llm'],
  spacing: [],
  support: ['accounts', 'activities', 'payments'],
  system: [],
  teams: ['accounts', 'payments'],
  web: ['llm'],
};

type Floor = 'tables' | 'core' | 'edge';

interface SourceFile {
  /** Path under src/modules, with `/`. */
  file: string;
  module: string;
  floor: Floor;
  /** Paths under src/modules of the files it imports there (static, re-exports, dynamic). */
  imports: string[];
  /** Whether it calls a model itself (`generateText`, `streamText`, `generateObject`, `streamObject`). */
  callsModel: boolean;
  /** Whether it names the per-model limits' wrapper (`withModelLimits`). */
  wrapsModel: boolean;
}

/** `import … from`, `export … from`, a bare `import '…'` and `import('…')`. */
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function readModules(): SourceFile[] {
  const files: SourceFile[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        visit(full);
        continue;
      }
      if (
        !entry.name.endsWith('.ts') ||
        entry.name.endsWith('.test.ts') ||
        entry.name.endsWith('.test-d.ts')
      ) {
        continue;
      }
      const source = fs.readFileSync(full, 'utf8');
      const file = path.relative(MODULES, full).split(path.sep).join('/');
      const imports: string[] = [];
      for (const match of source.matchAll(IMPORT)) {
        const specifier = match[1] ?? match[2] ?? match[3] ?? '';
        if (!specifier.startsWith('.')) {
          continue;
        }
        const target = path.relative(MODULES, path.resolve(path.dirname(full), specifier));
        if (!target.startsWith('..')) {
          imports.push(target.split(path.sep).join('/'));
        }
      }
      const callsModel = /\b(?:generateText|streamText|generateObject|streamObject)\(/.test(source);
      files.push({
        file,
        module: file.split('/')[0] ?? '',
        floor: floorOf(entry.name, source),
        imports,
        callsModel,
        wrapsModel: /\bwithModelLimits\b/.test(source),
      });
    }
  };
  visit(MODULES);
  return files;
}

function floorOf(name: string, source: string): Floor {
  if (name === 'schema.ts') {
    return 'tables';
  }
  if (name === 'handlers.ts' || name === 'http.ts' || /\bdefineOperations\(/.test(source)) {
    return 'edge';
  }
  return 'core';
}

/** The loops of a directed graph (its strongly connected parts of two nodes or more). */
export function loopsOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const connect = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const part: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member !== undefined) {
          onStack.delete(member);
          part.push(member);
        }
      } while (member !== undefined && member !== node);
      if (part.length > 1) {
        loops.push(part.sort());
      }
    }
  };
  for (const node of [...graph.keys()].sort()) {
    if (!index.has(node)) {
      connect(node);
    }
  }
  return loops;
}

function graphOf(edges: Iterable<[string, string]>): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [from, to] of edges) {
    graph.set(from, (graph.get(from) ?? new Set()).add(to));
  }
  return graph;
}

const files = readModules();
const byFile = new Map(files.map((file) => [file.file, file]));
/** Each cross-module import: who imports what, with both files' floors. */
const crossings = files.flatMap((from) =>
  from.imports.flatMap((target) => {
    const to = byFile.get(target) ?? byFile.get(`${target}.ts`);
    return to && to.module !== from.module ? [{ from, to }] : [];
  }),
);

describe('módulos do servidor', () => {
  it('lê os imports de todos os módulos', () => {
    expect(new Set(files.map((file) => file.module))).toEqual(new Set(Object.keys(MODULE_DIRECTIONS)));
    // A regex that stopped matching would make every other test here pass: it must see the
    // imports that are known to be there.
    expect(byFile.get('llm/gateway.ts')?.imports).toContain('metering/usage.ts');
    expect(byFile.get('agents/chat/handlers.ts')?.floor).toBe('edge');
    expect(byFile.get('accounts/sessions.ts')?.floor).toBe('edge');
    expect(byFile.get('llm/schema.ts')?.floor).toBe('tables');
  });

  it('as direções permitidas não formam laço', () => {
    const graph = graphOf(
      Object.entries(MODULE_DIRECTIONS).flatMap(([from, tos]) =>
        tos.map((to): [string, string] => [from, to]),
      ),
    );
    expect(loopsOf(graph)).toEqual([]);
  });

  it('o núcleo de cada módulo só importa na direção permitida', () => {
    const against = crossings
      .filter(({ from, to }) => from.floor === 'core' && to.floor !== 'edge')
      .filter(({ from, to }) => !(MODULE_DIRECTIONS[from.module] ?? []).includes(to.module))
      .map(({ from, to }) => `${from.file} -> ${to.file}`);
    expect(against).toEqual([]);
  });

  it('nenhum laço entre os núcleos dos módulos', () => {
    const graph = graphOf(
      crossings
        .filter(({ from, to }) => from.floor === 'core' && to.floor !== 'edge')
        .map(({ from, to }): [string, string] => [from.module, to.module]),
    );
    expect(loopsOf(graph)).toEqual([]);
  });

  it('tabelas só importam tabelas, sem laço entre módulos', () => {
    const fromTables = crossings.filter(({ from }) => from.floor === 'tables');
    expect(
      fromTables
        .filter(({ to }) => to.floor !== 'tables')
        .map(({ from, to }) => `${from.file} -> ${to.file}`),
    ).toEqual([]);
    const inside = files
      .filter((file) => file.floor === 'tables')
      .flatMap((file) =>
        file.imports.filter((target) => {
          const to = byFile.get(target);
          return to?.module === file.module && to.floor !== 'tables';
        }),
      );
    expect(inside).toEqual([]);
    expect(
      loopsOf(graphOf(fromTables.map(({ from, to }): [string, string] => [from.module, to.module]))),
    ).toEqual([]);
  });

  it('ninguém importa a borda HTTP de outro módulo, e o núcleo não importa borda', () => {
    const intoEdges = files.flatMap((from) =>
      from.imports.flatMap((target) => {
        const to = byFile.get(target);
        if (to?.floor !== 'edge') {
          return [];
        }
        const wiring = from.floor === 'edge' && from.module === to.module;
        return wiring ? [] : [`${from.file} -> ${to.file}`];
      }),
    );
    expect(intoEdges).toEqual([]);
  });

  it('toda chamada de modelo passa pelo gateway do llm/', () => {
    // Admitted by the per-model limits, then metered on success and failure: a caller that calls a
    // model outside llm/gateway.ts (callModel, callModelAndKeep) skips both.
    const callers = files.filter((file) => file.callsModel && file.module !== 'llm');
    expect(callers.map((file) => file.file).sort()).toEqual([
      'agents/chat/answer.ts',
      'agents/chat/orchestration.ts',
      'assessments/reports/generate.ts',
      'chatbot/answer.ts',
      'custom-agents/chat.ts',
    ]);
    expect(
      callers.filter((file) => !file.imports.includes('llm/gateway.ts')).map((file) => file.file),
    ).toEqual([]);
    // The limits wrap the model in the gateway only: wrapped twice, a call would count twice.
    const wrapping = files.filter((file) => file.wrapsModel).map((file) => file.file);
    expect(wrapping.sort()).toEqual(['llm/gateway.ts', 'llm/model-limits.ts']);
  });

  it('loopsOf acha um laço de três e ignora um caminho sem volta', () => {
    const loop = graphOf([
      ['accounts', 'payments'],
      ['payments', 'teams'],
      ['teams', 'accounts'],
      ['agents', 'llm'],
    ]);
    expect(loopsOf(loop)).toEqual([['accounts', 'payments', 'teams']]);
  });
});
