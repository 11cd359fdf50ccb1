// The "authenticate" step, first of all: an operation that needs a signed-in caller (or a
// superuser, `x-sppock-superuser: true` in the contract) answers 401/403 before its body is
// parsed, before it is validated, and before a missing handler answers 501 — a stranger learns
// nothing about what lies behind the door, and pays for no parsing.
import type { FastifyRequest } from 'fastify';
import type { OperationSpec } from './document.ts';
import { ApiError } from './errors.ts';
import { SUPERUSER_ONLY_MESSAGE } from './messages.ts';
import type { AuthUser } from './types.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated caller of an operation that requires one (set by the binder). */
    sppockCaller: AuthUser | null;
  }
}

export type Authenticate = (request: FastifyRequest) => Promise<AuthUser>;

/** The route's `onRequest` hook for `op`, or undefined for a call a visitor makes. */
export function callerCheck(
  op: OperationSpec,
  authenticate: Authenticate,
): ((request: FastifyRequest) => Promise<void>) | undefined {
  if (!op.requiresAuth && !op.superuserOnly) {
    return undefined;
  }
  return async (request) => {
    const caller = await authenticate(request);
    if (op.superuserOnly && !caller.isSuperuser) {
      throw new ApiError(403, SUPERUSER_ONLY_MESSAGE);
    }
    request.sppockCaller = caller;
  };
}
