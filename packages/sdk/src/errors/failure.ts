// What went wrong with a call, in one shape the pt-BR catalogue reads. The client rejects with a
// SppockError for failures without an HTTP answer; HTTP answers come back as openapi-fetch's
// `{ error, response }`. Both normalise to a Failure.

/** The failures that have no HTTP status. */
export type TransportFailureKind =
  /** The request never got an answer: DNS, refused connection, CORS, offline. */
  | 'network'
  /** Something answered, but without a usable HTTP status (status 0: opaque or error response). */
  | 'no-status'
  /** The SDK gave up waiting (`timeoutMs`). */
  | 'timeout';

/** A failed call, as the error catalogue sees it. */
export type Failure =
  /** The server answered with an error status, or with 2xx and `success: false`. */
  | { kind: 'http'; status: number; body: unknown }
  | { kind: TransportFailureKind; cause?: unknown }
  /** Code threw (a bug, a parse error): the message is the exception's. */
  | { kind: 'exception'; message: string; cause?: unknown };

const TRANSPORT_MESSAGES: Record<TransportFailureKind, string> = {
  network: 'Erro de conexão com o servidor',
  'no-status': 'Servidor indisponível. Tente novamente mais tarde.',
  timeout: 'Servidor indisponível. Tente novamente mais tarde.',
};

/** The error every SDK call and hook rejects with: a pt-BR `message` and the failure behind it. */
export class SppockError extends Error {
  override readonly name = 'SppockError';
  readonly failure: Failure;

  constructor(failure: Failure, message?: string) {
    super(message ?? defaultMessage(failure), { cause: 'cause' in failure ? failure.cause : undefined });
    this.failure = failure;
  }

  /** The HTTP status, when the server answered. */
  get status(): number | undefined {
    return this.failure.kind === 'http' ? this.failure.status : undefined;
  }

  /** The parsed response body, when the server answered. */
  get body(): unknown {
    return this.failure.kind === 'http' ? this.failure.body : undefined;
  }
}

function defaultMessage(failure: Failure): string {
  switch (failure.kind) {
    case 'http':
      return failure.status < 400
        ? unknownErrorMessage(failure.body)
        : (serverMessage(failure.body) ?? `Erro ${failure.status}`);
    case 'exception':
      return failure.message;
    case 'network':
    case 'no-status':
    case 'timeout':
      return TRANSPORT_MESSAGES[failure.kind];
    default:
      return failure satisfies never;
  }
}

/** Anything a catalogue function accepts: a Failure, an error thrown by a call, or a call's result. */
export type FailureInput =
  | Failure
  | SppockError
  | { response: Response; error?: unknown; data?: unknown }
  | unknown;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const FAILURE_KINDS = new Set(['http', 'network', 'no-status', 'timeout', 'exception']);

/** Normalises what a call gave back, or threw, into a {@link Failure}. */
export function toFailure(input: FailureInput): Failure {
  if (input instanceof SppockError) {
    return input.failure;
  }
  if (isRecord(input) && typeof input.kind === 'string' && FAILURE_KINDS.has(input.kind)) {
    return input as Failure;
  }
  if (isRecord(input) && input.response instanceof Response) {
    const body = input.error !== undefined ? input.error : input.data;
    return { kind: 'http', status: input.response.status, body };
  }
  if (input instanceof DOMException && input.name === 'TimeoutError') {
    return { kind: 'timeout', cause: input };
  }
  if (input instanceof TypeError) {
    // fetch() rejects with a TypeError when the network fails.
    return { kind: 'network', cause: input };
  }
  if (input instanceof Error) {
    return { kind: 'exception', message: input.message, cause: input };
  }
  return { kind: 'exception', message: String(input), cause: input };
}

/** True for failures that never got an HTTP status. */
export function isTransportFailure(
  failure: Failure,
): failure is { kind: TransportFailureKind; cause?: unknown } {
  return failure.kind === 'network' || failure.kind === 'no-status' || failure.kind === 'timeout';
}

/** A non-empty string field of an error body. */
export function bodyText(body: unknown, field: string): string | undefined {
  if (!isRecord(body)) {
    return undefined;
  }
  const value = body[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The first message of a field-error list (`{ email: ['…'] }`). */
export function firstFieldMessage(body: unknown, field: string): string | undefined {
  if (!isRecord(body)) {
    return undefined;
  }
  const value = body[field];
  if (Array.isArray(value)) {
    const first = value.find((item): item is string => typeof item === 'string' && item.trim() !== '');
    return first;
  }
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The server's own message in the product's error shapes: `error`, then `detail`, then `message`. */
export function serverMessage(body: unknown): string | undefined {
  return bodyText(body, 'error') ?? bodyText(body, 'detail') ?? bodyText(body, 'message');
}

/** The server's `error` text of an HTTP failure, or `fallback` for anything else. */
export function serverErrorOr(input: FailureInput, fallback: string): string {
  const failure = toFailure(input);
  return (failure.kind === 'http' ? bodyText(failure.body, 'error') : undefined) ?? fallback;
}

/**
 * The text of a `{ success: false }` answer: its `error`, or 'Erro desconhecido' when the server
 * sent none (spec 2 §8).
 */
export function unknownErrorMessage(body: unknown): string {
  return bodyText(body, 'error') ?? 'Erro desconhecido';
}

/** How long the 'Servidor indisponível' toast stays (spec 1 §8): 5 seconds. */
export const SERVER_UNAVAILABLE_TOAST_MS = 5000;
