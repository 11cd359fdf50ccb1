// Errors as they may be written to the log. A failed query carries its parameters (password
// hashes, e-mails, phone numbers) in Drizzle's message and in `params`, and PostgreSQL's `detail`
// repeats the offending values ("Key (email)=(…) already exists"): none of that reaches the log.
// What stays is enough to find the bug: the SQL text with its placeholders, the SQLSTATE code,
// the constraint, table and column.
import { stdSerializers } from 'pino';

interface DatabaseFailure {
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
}

function databaseFailure(value: unknown): DatabaseFailure | null {
  if (!value || typeof value !== 'object') {
    return null;
  }
  const candidate = value as Record<string, unknown>;
  // node-postgres and PGlite both expose PostgreSQL's five-character SQLSTATE as `code`.
  if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code) && 'severity' in candidate) {
    const pick = (key: string) =>
      typeof candidate[key] === 'string' ? (candidate[key] as string) : undefined;
    return {
      code: candidate.code,
      constraint: pick('constraint'),
      table: pick('table'),
      column: pick('column'),
      routine: pick('routine'),
    };
  }
  return null;
}

/** Only the stack's frames: the message above them may span lines and carry the values. */
function framesOf(error: unknown): string {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  return stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

function isQueryError(value: unknown): value is Error & { query: string; params: unknown; cause?: unknown } {
  return (
    value instanceof Error && typeof (value as { query?: unknown }).query === 'string' && 'params' in value
  );
}

/** The SQLSTATE of a database error (wrapped by Drizzle or not), or null for other errors. */
export function sqlState(error: unknown): string | null {
  const direct = databaseFailure(error);
  if (direct) {
    return direct.code;
  }
  if (error instanceof Error && error.cause) {
    return databaseFailure(error.cause)?.code ?? null;
  }
  return null;
}

/**
 * PostgreSQL's class 22 "data exception": a value the column cannot hold (an integer beyond 32
 * bits, U+0000 in text, an invalid date). Reaching the database with one is a validation gap,
 * answered as bad input rather than as a server failure.
 */
export function isDataException(error: unknown): boolean {
  return sqlState(error)?.startsWith('22') ?? false;
}

/** What the log holds of an error (pino's shape). */
export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** pino's `err` serializer with database errors stripped of their parameters and values. */
export function serializeError(error: unknown): SerializedError {
  if (isQueryError(error)) {
    const failure = databaseFailure(error.cause);
    return {
      type: 'DatabaseQueryError',
      message: `Falha na consulta ao banco${failure ? ` (SQLSTATE ${failure.code})` : ''}`,
      query: error.query,
      ...(failure ?? {}),
      stack: framesOf(error),
    };
  }
  const failure = databaseFailure(error);
  if (failure) {
    return {
      type: 'DatabaseError',
      message: `Falha no banco (SQLSTATE ${failure.code})`,
      ...failure,
      stack: framesOf(error),
    };
  }
  if (error instanceof Error) {
    // pino appends the causes' messages to the message: a wrapped query error would bring its
    // parameters along, so the cause goes through this serializer too.
    const serialized: SerializedError = {
      ...stdSerializers.err(error),
      message: error.message,
      stack: error.stack ?? '',
    };
    if (error.cause !== undefined) {
      serialized.cause = serializeError(error.cause);
    }
    return serialized;
  }
  return { type: typeof error, message: String(error), stack: '' };
}
