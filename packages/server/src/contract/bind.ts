// Binds the contract to Fastify: one route per operation (exact paths, trailing slashes kept),
// requests validated with the contract's schemas, errors rendered in each operation's shape,
// responses checked against the contract when `validateResponses` is on.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services.ts';
import type { OpenApiDocument, OperationSpec } from './document.ts';
import { ApiError, errorBody, type FieldErrors, shapeFor } from './errors.ts';
import type { AuthUser, HandlerContext, OperationDefinition, OperationId, OperationTable } from './types.ts';
import { type ContractValidator, type Issue, toIssues } from './validation.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    operationId?: string;
  }
}

export const NOT_IMPLEMENTED_MESSAGE = 'Operação ainda não implementada no servidor de referência.';
export const INTERNAL_ERROR_MESSAGE = 'Erro interno do servidor. Tente novamente mais tarde.';
export const BODY_TOO_LARGE_MESSAGE = 'Corpo da requisição muito grande (máximo 1 MB).';
/** Spec 2 §5: the chat's upload limit. */
export const FILE_TOO_LARGE_MESSAGE = 'Arquivo muito grande. Limite máximo: 100MB';
export const NOT_JSON_MESSAGE = 'Envie o corpo da requisição em JSON.';
export const NOT_FOUND_MESSAGE = 'Recurso não encontrado.';

export interface BindOptions {
  doc: OpenApiDocument;
  operations: OperationSpec[];
  table: OperationTable;
  services: Services;
  validator: ContractValidator;
  validateResponses: boolean;
  authenticate(request: FastifyRequest): Promise<AuthUser>;
}

class RequestInvalid extends Error {
  readonly issues: Issue[];
  readonly rawBody: unknown;
  /** Only path parameters are wrong: the resource named by the URL cannot exist. */
  readonly onlyPath: boolean;
  constructor(issues: Issue[], rawBody: unknown, onlyPath: boolean) {
    super('Requisição inválida');
    this.issues = issues;
    this.rawBody = rawBody;
    this.onlyPath = onlyPath;
  }
}

function mediaType(request: FastifyRequest): string | null {
  const header = request.headers['content-type'];
  if (!header) {
    return null;
  }
  return header.split(';')[0]?.trim().toLowerCase() ?? null;
}

function isJsonMedia(media: string): boolean {
  return media === 'application/json' || media.endsWith('+json');
}

function describe(issue: Issue): string {
  if (issue.field === null) {
    return issue.message;
  }
  if (issue.keyword === 'required') {
    return `o campo ${issue.field} é obrigatório.`;
  }
  return `${issue.field}: ${issue.message}`;
}

export function summarize(issues: Issue[]): string {
  const parts = issues.slice(0, 3).map(describe);
  return `Dados inválidos: ${parts.join(' ')}`;
}

export function bindContract(
  app: FastifyInstance,
  options: BindOptions,
): { implemented: string[]; missing: string[] } {
  const { doc, table, validator } = options;
  const byId = new Map(options.operations.map((op) => [op.operationId, op]));
  const implemented: string[] = [];
  const missing: string[] = [];

  const send = (reply: FastifyReply, status: number, body: unknown, headers?: Record<string, string>) => {
    if (headers) {
      reply.headers(headers);
    }
    reply.code(status);
    return body === undefined ? reply.send() : reply.send(body);
  };

  const renderInvalid = (
    op: OperationSpec,
    definition: OperationDefinition<never> | undefined,
    error: RequestInvalid,
  ) => {
    const shape = shapeFor(doc, op, 400);
    const issues = error.issues.map((issue) => ({
      ...issue,
      message: definition?.fieldMessage?.(issue) ?? issue.message,
    }));
    if (shape.kind === 'fields') {
      const fields: FieldErrors = {};
      const general: string[] = [];
      for (const issue of issues) {
        if (issue.field !== null && shape.fields.has(issue.field)) {
          const list = fields[issue.field] ?? [];
          if (!list.includes(issue.message)) {
            list.push(issue.message);
          }
          fields[issue.field] = list;
        } else {
          general.push(describe(issue));
        }
      }
      const raw = error.rawBody;
      if (definition?.checkBody && raw && typeof raw === 'object' && !Array.isArray(raw)) {
        for (const [field, messages] of Object.entries(
          definition.checkBody(raw as Record<string, unknown>),
        )) {
          const list = fields[field] ?? [];
          for (const message of messages) {
            if (!list.includes(message)) {
              list.push(message);
            }
          }
          fields[field] = list;
        }
      }
      const body = errorBody(shape, summarize(issues), fields);
      if (general.length > 0) {
        body[shape.generalKey] = general.join(' ');
      }
      return body;
    }
    return errorBody(shape, definition?.invalidMessage?.(issues) ?? summarize(issues));
  };

  const validateRequest = (op: OperationSpec, request: FastifyRequest) => {
    const issues: Issue[] = [];
    const params = { ...((request.params as Record<string, unknown> | undefined) ?? {}) };
    const validateParams = validator.parameters(op, 'path');
    if (validateParams && !validateParams(params)) {
      issues.push(...toIssues(validateParams.errors));
    }
    const pathIssues = issues.length;
    const query = { ...((request.query as Record<string, unknown> | undefined) ?? {}) };
    const validateQuery = validator.parameters(op, 'query');
    if (validateQuery && !validateQuery(query)) {
      issues.push(...toIssues(validateQuery.errors));
    }
    let body: unknown = request.body;
    if (op.requestBody) {
      const media = mediaType(request);
      const declared = Object.keys(op.requestBody.content);
      if (body === undefined || body === null || media === null) {
        if (op.requestBody.required) {
          throw new ApiError(400, 'Corpo da requisição ausente: envie um objeto JSON.');
        }
        body = undefined;
      } else if (isJsonMedia(media) && declared.some(isJsonMedia)) {
        const jsonType = declared.find(isJsonMedia) ?? 'application/json';
        const pointer = op.requestBody.content[jsonType];
        if (pointer) {
          const validate = validator.schema(pointer);
          if (!validate(body)) {
            issues.push(...toIssues(validate.errors));
          }
        }
      } else if (!declared.includes(media)) {
        // The contract documents 400 (not 415) for a body in the wrong format.
        throw new ApiError(400, NOT_JSON_MESSAGE);
      }
    }
    if (issues.length > 0) {
      throw new RequestInvalid(issues, body, pathIssues === issues.length);
    }
    return { params, query, body };
  };

  const checkResponse = (op: OperationSpec, status: number, body: unknown): string | null => {
    const response = op.responses[String(status)];
    if (!response) {
      return `status ${status} não documentado`;
    }
    const pointer = response.content['application/json'];
    if (body === undefined) {
      return Object.keys(response.content).length > 0
        ? `status ${status} sem corpo, mas o contrato declara um`
        : null;
    }
    if (!pointer) {
      return `status ${status} com corpo JSON, mas o contrato não declara um`;
    }
    const validate = validator.schema(pointer);
    if (!validate(body)) {
      return (validate.errors ?? [])
        .slice(0, 5)
        .map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`)
        .join('; ');
    }
    return null;
  };

  // Bodies of any other media type reach the handler as bytes: an operation that takes a body
  // answers 400 in its own shape (validateRequest), one that takes none ignores it.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  for (const op of options.operations) {
    const definition = table[op.operationId as OperationId] as OperationDefinition<never> | undefined;
    (definition ? implemented : missing).push(op.operationId);
    app.route({
      method: op.method,
      url: op.routePath,
      config: { operationId: op.operationId },
      handler: async (request, reply) => {
        if (!definition) {
          return send(reply, 501, errorBody(shapeFor(doc, op, 501), NOT_IMPLEMENTED_MESSAGE));
        }
        const user = op.requiresAuth ? await options.authenticate(request) : null;
        let validated: ReturnType<typeof validateRequest>;
        try {
          validated = validateRequest(op, request);
        } catch (error) {
          if (error instanceof RequestInvalid) {
            // An id or slug in the URL that cannot exist is "not found" on operations that
            // document 404 but no 400 (e.g. a notification id that is not a number).
            if (error.onlyPath && !op.responses['400'] && op.responses['404']) {
              return send(
                reply,
                404,
                errorBody(shapeFor(doc, op, 404), definition.notFoundMessage ?? NOT_FOUND_MESSAGE),
              );
            }
            return send(reply, 400, renderInvalid(op, definition, error));
          }
          throw error;
        }
        const context = {
          body: validated.body,
          query: validated.query,
          params: validated.params,
          get user(): AuthUser {
            if (!user) {
              throw new ApiError(401, 'As credenciais de autenticação não foram fornecidas.');
            }
            return user;
          },
          services: options.services,
          request,
          reply,
          log: request.log,
        } as unknown as HandlerContext<never>;
        const result = (await definition.handler(context)) as {
          status: number;
          body?: unknown;
          headers?: Record<string, string>;
        };
        if (options.validateResponses) {
          const problem = checkResponse(op, result.status, result.body);
          if (problem) {
            request.log.error(
              { operationId: op.operationId, status: result.status, problem },
              'Resposta fora do contrato',
            );
            return send(
              reply,
              500,
              errorBody(shapeFor(doc, op, 500), `Resposta fora do contrato em ${op.operationId}: ${problem}`),
            );
          }
        }
        return send(reply, result.status, result.body, result.headers);
      },
    });
  }

  app.setErrorHandler((error: FastifyError | ApiError | Error, request, reply) => {
    const operationId = request.routeOptions?.config?.operationId;
    const op = operationId ? byId.get(operationId) : undefined;
    let status = 500;
    let message = INTERNAL_ERROR_MESSAGE;
    let fieldErrors: FieldErrors | undefined;
    if (error instanceof ApiError) {
      status = error.status;
      message = error.message;
      fieldErrors = error.fieldErrors;
      if (error.headers) {
        reply.headers(error.headers);
      }
    } else {
      const code = (error as FastifyError).code;
      const statusCode = (error as FastifyError).statusCode;
      switch (code) {
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
          status = 400;
          message = 'JSON inválido no corpo da requisição.';
          break;
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
          status = 400;
          message = 'Corpo da requisição vazio: envie um objeto JSON.';
          break;
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          // The contract documents 400 for an oversized JSON body; 413 only where it lists it
          // (file uploads).
          status = op?.responses['413'] ? 413 : 400;
          message = BODY_TOO_LARGE_MESSAGE;
          break;
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
          status = 400;
          message = NOT_JSON_MESSAGE;
          break;
        case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
          status = 400;
          message = 'Tamanho do corpo da requisição inválido.';
          break;
        default:
          if (
            error instanceof SyntaxError ||
            (statusCode !== undefined && statusCode >= 400 && statusCode < 500)
          ) {
            status = statusCode && statusCode >= 400 && statusCode < 500 ? statusCode : 400;
            if (status === 413) {
              status = op?.responses['413'] ? 413 : 400;
              message = code === 'FST_REQ_FILE_TOO_LARGE' ? FILE_TOO_LARGE_MESSAGE : BODY_TOO_LARGE_MESSAGE;
            } else {
              message = 'Requisição inválida.';
            }
          }
      }
    }
    if (status >= 500) {
      request.log.error({ err: error, operationId }, 'Erro ao atender a requisição');
    }
    const body = op ? errorBody(shapeFor(doc, op, status), message, fieldErrors) : { detail: message };
    return reply.code(status).send(body);
  });

  return { implemented, missing };
}
