// Handler types derived from the contract's generated `operations`: a handler receives the
// validated body, query and path parameters of its operation and must return one of the
// responses that operation documents — anything else is a type error.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services.ts';
import type { AuthUser } from './auth-user.ts';
import type { FieldErrors } from './errors.ts';
import type { operations } from './generated.ts';
import type { Issue } from './validation.ts';

export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];

/** The body a status documents: its JSON, or its text where it documents text/plain. */
type JsonContent<R> = R extends { content: { 'application/json': infer B } }
  ? B
  : R extends { content: { 'text/plain': infer T } }
    ? T
    : never;

export type RequestBodyOf<K extends OperationId> =
  Op<K> extends {
    requestBody: { content: { 'application/json': infer B } };
  }
    ? B
    : Op<K> extends { requestBody?: { content: { 'application/json': infer B } } }
      ? B | undefined
      : undefined;

type Params<K extends OperationId> = Op<K>['parameters'];
export type QueryOf<K extends OperationId> = NonNullable<Params<K>['query']>;
export type PathParamsOf<K extends OperationId> = NonNullable<Params<K>['path']>;

type ResponsesOf<K extends OperationId> = Op<K>['responses'];

export type ResultOf<K extends OperationId> = {
  [S in keyof ResponsesOf<K>]: S extends number
    ? [JsonContent<ResponsesOf<K>[S]>] extends [never]
      ? { status: S; body?: undefined; headers?: Record<string, string> }
      : { status: S; body: JsonContent<ResponsesOf<K>[S]>; headers?: Record<string, string> }
    : never;
}[keyof ResponsesOf<K>];

/** The JSON body an operation documents for `status`. */
export type BodyOf<K extends OperationId, S extends keyof ResponsesOf<K>> = JsonContent<ResponsesOf<K>[S]>;

export type { AuthUser, PartnerVisitor } from './auth-user.ts';

export interface HandlerContext<K extends OperationId> {
  body: RequestBodyOf<K>;
  query: QueryOf<K>;
  params: PathParamsOf<K>;
  /** The authenticated user; reading it on a visitor call throws a 401. */
  readonly user: AuthUser;
  services: Services;
  request: FastifyRequest;
  reply: FastifyReply;
  log: FastifyBaseLogger;
}

/**
 * A response streamed as it is produced (a Web `Response`, e.g. the chat's UI message stream).
 * Only for a status whose documented content holds the response's media type (checked when it
 * is sent); it skips JSON serialisation.
 */
export interface StreamedResult {
  status: 200;
  stream: Response;
}

export interface OperationDefinition<K extends OperationId> {
  handler: (ctx: HandlerContext<K>) => Promise<ResultOf<K> | StreamedResult>;
  /** Replaces the default pt-BR message of a validation issue (return undefined to keep it). */
  fieldMessage?: (issue: Issue) => string | undefined;
  /** The single message of a `{detail}` / `{error}` / `{success:false}` validation failure. */
  invalidMessage?: (issues: Issue[]) => string | undefined;
  /**
   * Server rules beyond the schema (passwords equal, terms accepted…), run on the raw body when
   * schema validation fails too, so the caller sees every field error at once.
   */
  checkBody?: (body: Record<string, unknown>) => FieldErrors;
  /**
   * The 404 message when a path parameter cannot name a resource (an id that is not a number)
   * on an operation that documents 404 but no 400. Default: 'Recurso não encontrado.'
   */
  notFoundMessage?: string;
  /**
   * Keep the JSON body's bytes as they arrived in `request.rawBody` (a signed webhook checks its
   * signature over them). Default: false.
   */
  rawBody?: boolean;
  /**
   * Checks the body's bytes as they arrived (a webhook's signature) BEFORE they are parsed as
   * JSON or validated: a result ends the request there, null lets it go on. Implies `rawBody`.
   */
  verifyRawBody?: (ctx: {
    request: FastifyRequest;
    services: Services;
    rawBody: string;
  }) => Promise<ResultOf<K> | null>;
  /** The largest body this operation reads, in bytes. Default: the server's (1 MB). */
  bodyLimit?: number;
}

export type OperationTable = { [K in OperationId]?: OperationDefinition<K> };
