// The modules' directions (ARCHITECTURE.md, "Módulos"), read from the code's own imports.
// - Each folder under src/modules is a module: its tables (`schema.ts`, importing only tables) and
//   its core (every other file). A module imports only the modules MODULE_DIRECTIONS allows, any
//   file of it, and MODULE_DIRECTIONS has no loop: so the folders of src/modules never import each
//   other in a loop, tables included.
// - The HTTP edges (every `handlers.ts`, `http.ts` and file that calls `defineOperations`) live in
//   src/http/<module>/, above every module: they wire the contract's operations to the modules,
//   app.ts wires them to the server, and nothing in src/modules imports them.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;
const MODULES = path.join(SRC, 'modules');
const EDGES = path.join(SRC, 'http');

/** What each module imports (tables and core), below it. A module not named here may import no module. */
export const MODULE_DIRECTIONS: Record<string, readonly string[]> = {
  accounts: [],
  'api-keys': ['accounts', 'payer', 'teams'],
  agents: [
    'accounts',
    'conversations',
    'custom-agents',
    'files',
    'jobs',
    'llm',
    'memory',
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
  console: ['accounts', 'agents', 'conversations', 'custom-agents', 'jobs', 'llm', 'metering'],
  'conversation-search': ['agents', 'conversations', 'custom-agents'],
  conversations: ['accounts'],
  'custom-agents': [
    'accounts',
    'conversations',
    'embed',
    'files',
    'llm',
    'memory',
    'metering',
    'payer',
    'payments',
    'routing',
    'search',
    'spacing',
    'teams',
    'web',
  ],
  embed: ['accounts', 'payer'],
  files: ['accounts', 'conversations', 'llm', 'payments'],
  jobs: ['accounts', 'conversations'],
  llm: ['metering', 'payer', 'payments'],
  marketing: [],
  memory: ['accounts', 'llm'],
  metering: ['accounts'],
  outbox: [],
  payer: ['accounts', 'metering', 'payments', 'teams'],
  payments: ['accounts'],
  privacy: [
    'accounts',
    'agents',
    'assessments',
    'chatbot',
    'conversations',
    'custom-agents',
    'files',
    'llm',
    'marketing',
    'memory',
    'metering',
    'outbox',
    'payments',
    'support',
    'teams',
  ],
  routing: [],
  schedules: ['accounts', 'agents', 'conversations', 'custom-agents', 'payer', 'payments', 'support'],
  search: ['llm'],
  'share-links': ['accounts', 'agents', 'conversations', 'custom-agents'],
  spacing: [],
  support: ['accounts', 'payments'],
  teams: ['accounts', 'payments'],
  web: ['llm'],
  whatsapp: [
    'accounts',
    'agents',
    'chatbot',
    'custom-agents',
    'files',
    'llm',
    'payer',
    'payments',
    'support',
  ],
};

type Floor = 'tables' | 'core' | 'edge';

interface SourceFile {
  /** Path under src/modules (or, for an edge, under src/http), with `/`. */
  file: string;
  /** Its folder: the module (or, for an edge, the module whose operations it wires). */
  module: string;
  floor: Floor;
  /** Paths under src/modules of the files it imports there (static, re-exports, dynamic). */
  imports: string[];
  /** Paths under src/http of the files it imports there. */
  edgeImports: string[];
  /** Whether it has an edge's shape: named `handlers.ts` or `http.ts`, or calls `defineOperations`. */
  edgeShaped: boolean;
  /** Whether it calls a model itself (`generateText`, `streamText`, `generateObject`, `streamObject`). */
  callsModel: boolean;
  /** Whether it names the per-model limits' wrapper (`withModelLimits`). */
  wrapsModel: boolean;
}

/** `import … from`, `export … from`, a bare `import '…'` and `import('…')`. */
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** `target` as a path under `root` with `/`, or null when it is outside. */
function under(root: string, target: string): string | null {
  const relative = path.relative(root, target);
  return relative.startsWith('..') || path.isAbsolute(relative) ? null : relative.split(path.sep).join('/');
}

/** Every source file (tests left out) under `root`: src/modules or src/http. */
function readSources(root: string): SourceFile[] {
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
      const file = under(root, full) ?? '';
      const imports: string[] = [];
      const edgeImports: string[] = [];
      for (const match of source.matchAll(IMPORT)) {
        const specifier = match[1] ?? match[2] ?? match[3] ?? '';
        if (!specifier.startsWith('.')) {
          continue;
        }
        const target = path.resolve(path.dirname(full), specifier);
        const inModules = under(MODULES, target);
        const inEdges = under(EDGES, target);
        if (inModules !== null) {
          imports.push(inModules);
        } else if (inEdges !== null) {
          edgeImports.push(inEdges);
        }
      }
      const edgeShaped =
        entry.name === 'handlers.ts' || entry.name === 'http.ts' || /\bdefineOperations\(/.test(source);
      files.push({
        file,
        module: file.split('/')[0] ?? '',
        floor: root === EDGES ? 'edge' : entry.name === 'schema.ts' ? 'tables' : 'core',
        imports,
        edgeImports,
        edgeShaped,
        callsModel: /\b(?:generateText|streamText|generateObject|streamObject)\(/.test(source),
        wrapsModel: /\bwithModelLimits\b/.test(source),
      });
    }
  };
  visit(root);
  return files;
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

const files = readSources(MODULES);
const edges = readSources(EDGES);
const byFile = new Map(files.map((file) => [file.file, file]));
const edgeByFile = new Map(edges.map((file) => [file.file, file]));
/** Each import from one module's file into another module's: who imports what. */
const crossings = files.flatMap((from) =>
  from.imports.flatMap((target) => {
    const to = byFile.get(target) ?? byFile.get(`${target}.ts`);
    return to && to.module !== from.module ? [{ from, to }] : [];
  }),
);

describe('módulos do servidor', () => {
  it('lê os imports de todos os módulos e das bordas', () => {
    expect(new Set(files.map((file) => file.module))).toEqual(new Set(Object.keys(MODULE_DIRECTIONS)));
    // A regex that stopped matching would make every other test here pass: it must see the
    // imports that are known to be there.
    expect(byFile.get('llm/gateway.ts')?.imports).toContain('metering/usage.ts');
    expect(byFile.get('files/schema.ts')?.imports).toContain('conversations/schema.ts');
    expect(byFile.get('llm/schema.ts')?.floor).toBe('tables');
    expect(byFile.get('llm/gateway.ts')?.floor).toBe('core');
    expect(edgeByFile.get('agents/chat/handlers.ts')?.imports).toContain('agents/chat/send.ts');
    expect(edgeByFile.get('accounts/handlers.ts')?.edgeImports).toContain('accounts/sessions.ts');
    expect(edgeByFile.get('accounts/sessions.ts')?.edgeShaped).toBe(true);
  });

  it('as direções permitidas não formam laço', () => {
    const graph = graphOf(
      Object.entries(MODULE_DIRECTIONS).flatMap(([from, tos]) =>
        tos.map((to): [string, string] => [from, to]),
      ),
    );
    expect(loopsOf(graph)).toEqual([]);
  });

  it('cada módulo (tabelas e núcleo) só importa na direção permitida', () => {
    const against = crossings
      .filter(({ from, to }) => !(MODULE_DIRECTIONS[from.module] ?? []).includes(to.module))
      .map(({ from, to }) => `${from.file} -> ${to.file}`);
    expect(against).toEqual([]);
  });

  it('nenhum laço entre as pastas de src/modules, tabelas incluídas', () => {
    const graph = graphOf(crossings.map(({ from, to }): [string, string] => [from.module, to.module]));
    expect(loopsOf(graph)).toEqual([]);
  });

  it('tabelas só importam tabelas', () => {
    const fromTables = files
      .filter((file) => file.floor === 'tables')
      .flatMap((from) =>
        from.imports.flatMap((target) => {
          const to = byFile.get(target);
          return to && to.floor !== 'tables' ? [`${from.file} -> ${to.file}`] : [];
        }),
      );
    expect(fromTables).toEqual([]);
  });

  it('as bordas HTTP moram em src/http, e nada em src/modules as importa', () => {
    expect(files.filter((file) => file.edgeShaped).map((file) => file.file)).toEqual([]);
    expect(
      files.flatMap((from) => from.edgeImports.map((target) => `${from.file} -> http/${target}`)),
    ).toEqual([]);
    // An edge wires its own module's operations: it may use another edge of its folder (the
    // accounts' handlers.ts joins sessions.ts, registration.ts…), never another module's.
    expect(
      edges.flatMap((from) =>
        from.edgeImports
          .filter((target) => target.split('/')[0] !== from.module)
          .map((target) => `http/${from.file} -> http/${target}`),
      ),
    ).toEqual([]);
  });

  it('toda chamada de modelo passa pelo gateway do llm/', () => {
    // Admitted by the per-model limits, then metered on success and failure: a caller that calls a
    // model outside llm/gateway.ts (callModel, callModelAndKeep) skips both.
    const callers = [...files, ...edges].filter((file) => file.callsModel && file.module !== 'llm');
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
