// What every check of the debug panel (spec 2 §2 "Debug panel") reports, and how a call's answer
// becomes one: the status, the time it took and a pt-BR line to show.
import { type FailureInput, SppockError, toFailure } from '@sppock/sdk';

/** The outcome of one diagnostic call. */
export interface DiagnosticResult {
  /** The server answered with a 2xx status. */
  ok: boolean;
  /** The HTTP status; null when nothing answered (network, CORS, timeout). */
  status: number | null;
  /** How long the call took, in whole milliseconds. */
  durationMs: number;
  /** A pt-BR line: what answered, or what went wrong. */
  message: string;
}

/** Milliseconds since `start` (a `performance.now()` reading), rounded. */
export function elapsedSince(start: number): number {
  return Math.round(performance.now() - start);
}

/** A failed call as a result: the server's text or the transport failure's pt-BR message. */
export function failedResult(input: FailureInput, durationMs: number, message?: string): DiagnosticResult {
  const failure = toFailure(input);
  return {
    ok: false,
    status: failure.kind === 'http' ? failure.status : null,
    durationMs,
    message: message ?? new SppockError(failure).message,
  };
}

/** Runs a call and describes its answer; a call that throws is described, never rethrown. */
export async function runDiagnostic(
  call: () => Promise<{ response: Response; error?: unknown; data?: unknown }>,
  describeSuccess: (status: number, durationMs: number) => string,
): Promise<DiagnosticResult> {
  const start = performance.now();
  try {
    const result = await call();
    const durationMs = elapsedSince(start);
    if (!result.response.ok) {
      return failedResult(result, durationMs);
    }
    return {
      ok: true,
      status: result.response.status,
      durationMs,
      message: describeSuccess(result.response.status, durationMs),
    };
  } catch (error) {
    return failedResult(error, elapsedSince(start));
  }
}
