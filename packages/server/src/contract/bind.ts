// Binds the contract to Fastify: one route per operation (exact paths, trailing slashes kept).
// Each request goes through the same named steps:
//
//   route         one Fastify route per operationId                       (bindContract)
//   authenticate  401/403 before anything else, 501 included              (caller.ts)
//   validate      path, query and body against the contract's schemas     (request.ts)
//   handle        the module's handler, typed by its operation            (handleOperation)
//   serialise     the result checked against the documented responses     (response.ts)
//
// Errors from any step are rendered in the operation's documented shape (error-handler.ts).
// Why this is written here rather than taken from fastify-openapi-glue: see ../../ARCHITECTURE.md.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Services } from '../services.ts';
import { type Authenticate, callerCheck } from './caller.ts';
import type { OpenApiDocument, OperationSpec } from './document.ts';
import { contractErrorHandler } from './error-handler.ts';
import { ApiError, errorBody, shapeFor } from './errors.ts';
import { NOT_FOUND_MESSAGE, NOT_IMPLEMENTED_MESSAGE } from './messages.ts';
import {
  OperationRequestValidator,
  RequestInvalid,
  renderInvalid,
  type ValidatedRequest,
} from './request.ts';
import { type HandlerResult, responseProblem, send } from './response.ts';
import type {
  AuthUser,
  HandlerContext,
  OperationDefinition,
  OperationId,
  OperationTable,
  StreamedResult,
} from './types.ts';
import type { ContractValidator } from './validation.ts';

export {
  BODY_TOO_LARGE_MESSAGE,
  INTERNAL_ERROR_MESSAGE,
  NOT_IMPLEMENTED_MESSAGE,
  NOT_JSON_MESSAGE,
} from './messages.ts';
export { summarize } from './request.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    operationId?: string;
    /** Keep the JSON body's bytes in `request.rawBody` (see OperationDefinition.rawBody). */
    rawBody?: boolean;
    /** Leave the JSON body unparsed until the operation has checked its bytes (verifyRawBody). */
    parseAfterCheck?: boolean;
  }
  interface FastifyRequest {
    /** The JSON body as received, on operations that ask for it. */
    rawBody?: string;
  }
}

export interface BindOptions {
  doc: OpenApiDocument;
  operations: OperationSpec[];
  table: OperationTable;
  services: Services;
  validator: ContractValidator;
  validateResponses: boolean;
  authenticate: Authenticate;
}

/** What one route needs at request time, resolved once when the contract is bound. */
interface BoundOperation {
  op: OperationSpec;
  definition: OperationDefinition<never>;
  request: OperationRequestValidator;
  /** Fastify's JSON parser, for a body parsed only after its bytes were checked. */
  parseJson: JsonParser;
}

type JsonParser = (
  request: FastifyRequest,
  body: string,
  done: (error: Error | null, value?: unknown) => void,
) => void;

/**
 * The verify step of an operation that checks its body's bytes (a signed webhook): run before
 * the body is parsed or validated; a refusal ends the request, else the body is parsed now.
 */
async function verifyRaw(
  options: BindOptions,
  bound: BoundOperation,
  request: FastifyRequest,
): Promise<HandlerResult | null> {
  const check = bound.definition.verifyRawBody;
  // Only a JSON body is left unparsed for the check; one of another media type (or none) is the
  // validate step's 400, as on every operation — its media type is a header, read without the body.
  if (!check || request.rawBody === undefined) {
    return null;
  }
  const { rawBody } = request;
  const refused = await check({ request, services: options.services, rawBody } as never);
  if (refused) {
    return refused as HandlerResult;
  }
  if (request.routeOptions.config.parseAfterCheck) {
    request.body = await new Promise((resolve, reject) => {
      bound.parseJson(request, rawBody, (error, value) => (error ? reject(error) : resolve(value)));
    });
  }
  return null;
}

function notImplemented(doc: OpenApiDocument, op: OperationSpec) {
  const body = errorBody(shapeFor(doc, op, 501), NOT_IMPLEMENTED_MESSAGE);
  return async (_request: FastifyRequest, reply: FastifyReply) => send(reply, { status: 501, body });
}

function validate(
  doc: OpenApiDocument,
  bound: BoundOperation,
  request: FastifyRequest,
): ValidatedRequest | HandlerResult {
  const { op, definition } = bound;
  try {
    return bound.request.validate(request);
  } catch (error) {
    if (!(error instanceof RequestInvalid)) {
      throw error;
    }
    // An id or slug in the URL that cannot exist is "not found" on operations that document 404
    // but no 400 (e.g. a notification id that is not a number).
    if (error.onlyPath && !op.responses['400'] && op.responses['404']) {
      const message = definition.notFoundMessage ?? NOT_FOUND_MESSAGE;
      return { status: 404, body: errorBody(shapeFor(doc, op, 404), message) };
    }
    return { status: 400, body: renderInvalid(doc, op, definition, error) };
  }
}

function isResult(value: ValidatedRequest | HandlerResult): value is HandlerResult {
  return 'status' in value;
}

async function handleOperation(
  bound: BoundOperation,
  input: ValidatedRequest,
  request: FastifyRequest,
  reply: FastifyReply,
  services: Services,
): Promise<HandlerResult | StreamedResult> {
  const caller = request.sppockCaller;
  const context = {
    body: input.body,
    query: input.query,
    params: input.params,
    get user(): AuthUser {
      if (!caller) {
        throw new ApiError(401, 'As credenciais de autenticação não foram fornecidas.');
      }
      return caller;
    },
    services,
    request,
    reply,
    log: request.log,
  } as unknown as HandlerContext<never>;
  return (await bound.definition.handler(context)) as HandlerResult | StreamedResult;
}

function serialise(
  options: BindOptions,
  op: OperationSpec,
  result: HandlerResult,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (options.validateResponses) {
    const problem = responseProblem(options.validator, op, result.status, result.body);
    if (problem) {
      request.log.error(
        { operationId: op.operationId, status: result.status, problem },
        'Resposta fora do contrato',
      );
      const message = `Resposta fora do contrato em ${op.operationId}: ${problem}`;
      return send(reply, { status: 500, body: errorBody(shapeFor(options.doc, op, 500), message) });
    }
  }
  return send(reply, result);
}

function isStreamed(result: HandlerResult | StreamedResult): result is StreamedResult {
  return 'stream' in result;
}

/** A streamed response, sent only with a media type its status documents. */
function sendStream(options: BindOptions, op: OperationSpec, result: StreamedResult, reply: FastifyReply) {
  const media = (result.stream.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  const documented = op.responses[String(result.status)]?.content ?? {};
  if (options.validateResponses && !(media in documented)) {
    void result.stream.body?.cancel();
    const message = `Resposta fora do contrato em ${op.operationId}: ${media} não documentado`;
    return send(reply, { status: 500, body: errorBody(shapeFor(options.doc, op, 500), message) });
  }
  return reply.send(result.stream);
}

function implemented(options: BindOptions, bound: BoundOperation) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const refused = await verifyRaw(options, bound, request);
    if (refused) {
      return serialise(options, bound.op, refused, request, reply);
    }
    const input = validate(options.doc, bound, request);
    if (isResult(input)) {
      return send(reply, input);
    }
    const result = await handleOperation(bound, input, request, reply, options.services);
    if (isStreamed(result)) {
      return sendStream(options, bound.op, result, reply);
    }
    return serialise(options, bound.op, result, request, reply);
  };
}

function route(options: BindOptions, op: OperationSpec, parseJson: JsonParser): RouteOptions {
  const definition = options.table[op.operationId as OperationId] as OperationDefinition<never> | undefined;
  const checksBytes = definition?.verifyRawBody !== undefined;
  return {
    method: op.method,
    url: op.routePath,
    config: {
      operationId: op.operationId,
      rawBody: definition?.rawBody === true || checksBytes,
      parseAfterCheck: checksBytes,
    },
    ...(definition?.bodyLimit === undefined ? {} : { bodyLimit: definition.bodyLimit }),
    onRequest: callerCheck(op, options.authenticate),
    handler: definition
      ? implemented(options, {
          op,
          definition,
          request: new OperationRequestValidator(op, options.validator),
          parseJson,
        })
      : notImplemented(options.doc, op),
  };
}

export function bindContract(
  app: FastifyInstance,
  options: BindOptions,
): { implemented: string[]; missing: string[] } {
  const implementedIds: string[] = [];
  const missing: string[] = [];
  app.decorateRequest('sppockCaller', null);
  // Bodies of any other media type reach the handler as bytes: an operation that takes a body
  // answers 400 in its own shape (validate), one that takes none ignores it.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  // Fastify's own JSON parser (prototype poisoning refused), keeping the text where a signature
  // is checked over it.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (request.routeOptions.config.rawBody) {
      request.rawBody = body as string;
    }
    if (request.routeOptions.config.parseAfterCheck) {
      // Parsed by the operation's verify step, once its bytes are checked (verifyRaw).
      done(null, body);
      return;
    }
    parseJson(request, body as string, done);
  });
  for (const op of options.operations) {
    (options.table[op.operationId as OperationId] ? implementedIds : missing).push(op.operationId);
    app.route(route(options, op, parseJson as JsonParser));
  }
  const byId = new Map(options.operations.map((op) => [op.operationId, op]));
  app.setErrorHandler(contractErrorHandler(options.doc, byId));
  return { implemented: implementedIds, missing };
}
