import type { OperationTable } from './types.ts';

/** Declares a module's handlers; each one is typed by its operation in the contract. */
export function defineOperations<T extends OperationTable>(table: T & OperationTable): T {
  return table;
}

/** Seconds for a `Retry-After` header (at least 1). */
export function retryAfter(ms: number): Record<string, string> {
  return { 'retry-after': String(Math.max(1, Math.ceil(ms / 1000))) };
}
