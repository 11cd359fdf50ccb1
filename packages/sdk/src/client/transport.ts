// Every request gets a timeout and keeps the caller's AbortSignal; failures without an HTTP
// status become a SppockError whose kind says which one it was.
import type { Middleware } from 'openapi-fetch';
import { SppockError } from '../errors/failure';
import { LONG_RUNNING_CALLS } from './paths';

/** Request timeouts in milliseconds. */
export interface TimeoutOptions {
  /** Ordinary calls. Default: 30000 (30 seconds). */
  default?: number;
  /** Calls an AI answers (agents' action endpoint, assessment reports). Default: 300000 (5 minutes). */
  agents?: number;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const AGENT_TIMEOUT_MS = 300_000;

interface InFlight {
  timer: ReturnType<typeof setTimeout> | undefined;
  deadline: AbortController;
  caller: AbortSignal;
}

/** Turns what fetch threw into the error the caller gets. A caller's own abort stays an AbortError. */
export function transportError(error: unknown, flight: Pick<InFlight, 'deadline' | 'caller'>): unknown {
  if (error instanceof SppockError) {
    return error;
  }
  if (flight.caller.aborted) {
    return error;
  }
  if (flight.deadline.signal.aborted) {
    return new SppockError({ kind: 'timeout', cause: error });
  }
  return new SppockError({ kind: 'network', cause: error });
}

/** A response that has no HTTP status: an opaque, opaque-redirect or network-error response. */
export function hasNoStatus(response: Response): boolean {
  return response.status === 0 || response.type === 'error' || response.type === 'opaque';
}

function resolveTimeout(
  timeouts: Required<TimeoutOptions>,
  method: string,
  schemaPath: string,
  request: Request,
) {
  // A per-call override: api.GET(path, { timeoutMs: 5000 }) — openapi-fetch copies unknown init
  // keys onto the Request.
  const override = (request as Request & { timeoutMs?: unknown }).timeoutMs;
  if (typeof override === 'number') {
    return override;
  }
  return LONG_RUNNING_CALLS.has(`${method} ${schemaPath}`) ? timeouts.agents : timeouts.default;
}

/** The middleware that applies timeouts and names transport failures. Register it first. */
export function createTransportMiddleware(timeouts: Required<TimeoutOptions>): Middleware & {
  /** Converts errors of a follow-up fetch (the retry after a refresh) made for request `id`. */
  describe(id: string, error: unknown): unknown;
} {
  const flights = new Map<string, InFlight>();
  const finish = (id: string) => {
    const flight = flights.get(id);
    if (flight) {
      clearTimeout(flight.timer);
      flights.delete(id);
    }
    return flight;
  };
  return {
    onRequest({ request, schemaPath, id }) {
      const ms = resolveTimeout(timeouts, request.method, schemaPath, request);
      const deadline = new AbortController();
      let timer: ReturnType<typeof setTimeout> | undefined;
      if (Number.isFinite(ms) && ms > 0) {
        timer = setTimeout(
          () => deadline.abort(new DOMException(`Sem resposta em ${ms} ms`, 'TimeoutError')),
          ms,
        );
        (timer as { unref?: () => void }).unref?.();
      }
      flights.set(id, { timer, deadline, caller: request.signal });
      return new Request(request, { signal: AbortSignal.any([request.signal, deadline.signal]) });
    },
    onResponse({ response, id }) {
      finish(id);
      if (hasNoStatus(response)) {
        throw new SppockError({ kind: 'no-status', cause: response });
      }
      return undefined;
    },
    onError({ error, id }) {
      const flight = finish(id);
      const described = flight ? transportError(error, flight) : error;
      return described instanceof Error ? described : undefined;
    },
    describe(id, error) {
      const flight = finish(id);
      return flight ? transportError(error, flight) : error;
    },
  };
}
