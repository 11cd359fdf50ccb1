// Named prepared statements for PGlite (issue 28 §3). PGlite's `query` sends every statement
// unnamed, in five calls into its WebAssembly: parse, describe, bind, describe, execute — so each
// run parses and plans its SQL again, on the server's own thread. A chat message's conversation
// read (three aggregates) measured 1.3 ms that way and 0.4 ms as a prepared statement.
//
// Drizzle's statements are the same few texts with different parameters: a text seen a second
// time is parsed once under a name (its parameter types and row description kept), and every
// later run is one call: bind, execute, sync. PostgreSQL re-plans a prepared statement by itself
// when a table it reads changes. At most {@link NAMED_STATEMENTS} texts keep a name, the least
// recently used closed first; texts seen once are run as PGlite runs them, so a text that is
// different every time (a list of n parameters) costs nothing more than before.
import type { PGlite, parse, protocol, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/** Texts with a statement of their own in the database, at most. */
export const NAMED_STATEMENTS = 500;
/** Statement names are unique in the process: two wrappers of one client never share one. */
let sequence = 0;
/** `cached plan must not change result type`. */
const STALE_ROW_TYPE = '0A000';
/** Texts remembered as seen once (to name them the second time), at most. */
const SEEN_ONCE = 2_000;

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

interface Named {
  name: string;
  /** Parameter types, to write each value as PostgreSQL reads it (as PGlite's `query` does). */
  paramTypes: number[];
  /** The row description (or nothing, for a statement without rows) from `describe`. */
  description: BackendMessage[];
  /** The type of each column of its rows (their parsers are the only ones its results need). */
  columnTypes: number[];
}

type Parser = (value: string, typeId?: number) => unknown;

/** What drizzle-orm's PGlite session calls: `query` and `transaction`. */
export interface PgliteQueries {
  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(callback: (tx: PgliteQueries) => Promise<T>): Promise<T>;
}

/** For the tests: how many statements were run under a name, and how many texts have one. */
export interface NamedStatementStats {
  named: number;
  prepared: number;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** PGlite's protocol helpers, from the module the caller loaded (PostgreSQL deployments never load it). */
export interface PgliteProtocol {
  parse: typeof parse;
  protocol: typeof protocol;
}

/**
 * The PGlite `client` with drizzle's two calls running known texts as named statements. Every
 * other use of the client (migrations, dumps) is unchanged.
 */
export function withNamedStatements(
  client: PGlite,
  { parse, protocol }: PgliteProtocol,
): PgliteQueries & { stats(): NamedStatementStats } {
  const { serialize } = protocol;
  const named = new Map<string, Named>();
  const seenOnce = new Map<string, true>();
  /** Names no longer used, closed with the next statement prepared. */
  const closing: string[] = [];
  const counts = { named: 0 };
  // PGlite's own locks, as its `query` takes them: the transaction lock (not held inside a
  // transaction, whose callback holds it) and the lock of one protocol exchange.
  const internal = client as unknown as {
    _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
    runExclusive<T>(fn: () => Promise<T>): Promise<T>;
    syncToFs(): Promise<void>;
    serializers: Record<number, (value: unknown) => string>;
    parsers: Record<number, Parser>;
  };
  // `_runExclusiveTransaction` is not in PGlite's types: a version without it fails here, at start
  // and in every test, not in the middle of a request.
  if (
    typeof internal._runExclusiveTransaction !== 'function' ||
    typeof internal.runExclusive !== 'function'
  ) {
    throw new Error(
      'Esta versão do PGlite não tem os bloqueios que as instruções com nome usam (db/pglite-statements.ts).',
    );
  }

  /** Parses and describes `query` under a new name (closing the oldest name when full). */
  async function prepare(query: string, options: QueryOptions | undefined): Promise<Named> {
    if (named.size >= NAMED_STATEMENTS) {
      const [oldestText, oldest] = named.entries().next().value as [string, Named];
      named.delete(oldestText);
      closing.push(oldest.name);
    }
    const messages = closing.splice(0).map((name) => serialize.close({ type: 'S', name }));
    sequence += 1;
    const name = `sppock_${sequence}`;
    messages.push(
      serialize.parse({ name, text: query, ...(options?.paramTypes ? { types: options.paramTypes } : {}) }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    );
    const replies = await client.execProtocolStream(concat(messages), { syncToFs: false });
    const description = replies.filter(
      (message): message is InstanceType<typeof protocol.messages.RowDescriptionMessage> =>
        message.name === 'rowDescription',
    );
    const statement: Named = {
      name,
      paramTypes: parse.parseDescribeStatementResults(replies),
      description,
      columnTypes: description.flatMap((message) => message.fields.map((field) => field.dataTypeID)),
    };
    named.set(query, statement);
    return statement;
  }

  async function runNamed<T>(
    statement: Named,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const values = params.map((param, index) => {
      if (param === null || param === undefined) {
        return null;
      }
      const type = statement.paramTypes[index] ?? 0;
      const write = options?.serializers?.[type] ?? internal.serializers[type];
      return write ? write(param) : String(param);
    });
    const replies = await client.execProtocolStream(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    counts.named += 1;
    // Given a query's own parsers (drizzle passes some with every query), `parseResults` copies them
    // over every type's parser (382 of them) at each run: 0.1 to 0.2 ms of the server's thread per
    // statement, six times per chat message (measured 29/11/2026). The parsers of the row's own
    // columns, the query's first, are all its results use.
    const parsers: Record<number, Parser> = {};
    for (const type of statement.columnTypes) {
      const parser = options?.parsers?.[type] ?? internal.parsers[type];
      if (parser) {
        parsers[type] = parser;
      }
    }
    return parse.parseResults(
      [...statement.description, ...replies],
      parsers,
      options?.rowMode ? { rowMode: options.rowMode } : undefined,
    )[0] as Results<T>;
  }

  /** One statement: by its name when its text was seen before, else as PGlite's `query` runs it. */
  async function run<T>(
    target: { query: PgliteQueries['query'] },
    inTransaction: boolean,
    query: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    if (!named.has(query) && !seenOnce.has(query)) {
      seenOnce.set(query, true);
      if (seenOnce.size > SEEN_ONCE) {
        seenOnce.delete(seenOnce.keys().next().value as string);
      }
      return target.query<T>(query, params, options);
    }
    const exchange = async (): Promise<Results<T>> => {
      try {
        // Looked up under the lock: two runs of a text waiting together prepare it once.
        let statement = named.get(query) ?? (await prepare(query, options));
        // Used now: the newest in the insertion order the oldest is closed by.
        named.delete(query);
        named.set(query, statement);
        seenOnce.delete(query);
        try {
          return await runNamed<T>(statement, params, options);
        } catch (error) {
          // A table the statement reads changed its columns (a migration, a test's DDL): PostgreSQL
          // refuses the old row description. The text is parsed again; outside a transaction (which
          // the error ended) it is run again at once.
          if (!(error instanceof Error && 'code' in error && error.code === STALE_ROW_TYPE)) {
            throw error;
          }
          named.delete(query);
          closing.push(statement.name);
          if (inTransaction) {
            throw error;
          }
          statement = await prepare(query, options);
          return await runNamed<T>(statement, params, options);
        }
      } catch (error) {
        // As PGlite's `query` reports a database error: with the statement and its parameters.
        if (error instanceof Error && 'code' in error) {
          Object.assign(error, { query, params, queryOptions: options });
        }
        throw error;
      }
    };
    if (inTransaction) {
      return internal.runExclusive(exchange);
    }
    return internal._runExclusiveTransaction(async () => {
      const result = await internal.runExclusive(exchange);
      await internal.syncToFs();
      return result;
    });
  }

  function transactionQueries(tx: Transaction): PgliteQueries {
    return {
      query: (query, params, options) => run(tx, true, query, params, options),
      transaction: () => {
        throw new Error('PGlite não aninha transações: use savepoints (drizzle os cria).');
      },
    };
  }

  return {
    query: (query, params, options) => run(client, false, query, params, options),
    transaction: (callback) => client.transaction((tx) => callback(transactionQueries(tx))),
    stats: () => ({ ...counts, prepared: named.size }),
  };
}
