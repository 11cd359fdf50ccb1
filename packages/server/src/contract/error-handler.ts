// Every error that escapes a route — thrown by a handler, by Fastify's body parsers, by the
// database — becomes a response in the shape its operation documents. Only real server failures
// are 5xx; those are logged (through the sanitising `err` serializer, see infra/log-errors.ts).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDataException } from '../infra/log-errors.ts';
import type { OpenApiDocument, OperationSpec } from './document.ts';
import { ApiError, errorBody, type FieldErrors, shapeFor } from './errors.ts';
import {
  BODY_TOO_LARGE_MESSAGE,
  EMPTY_JSON_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  INTERNAL_ERROR_MESSAGE,
  INVALID_JSON_MESSAGE,
  INVALID_LENGTH_MESSAGE,
  INVALID_REQUEST_MESSAGE,
  NOT_JSON_MESSAGE,
} from './messages.ts';

interface Rendered {
  status: number;
  message: string;
  fieldErrors?: FieldErrors;
}

/** Fastify's own request errors (parsers, limits) as the statuses the contract documents. */
function fastifyFailure(error: FastifyError, op: OperationSpec | undefined): Rendered | null {
  // The contract documents 400 for an oversized JSON body; 413 only where it lists it (uploads).
  const tooLarge = op?.responses['413'] ? 413 : 400;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, message: INVALID_JSON_MESSAGE };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: EMPTY_JSON_MESSAGE };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: tooLarge, message: BODY_TOO_LARGE_MESSAGE };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 400, message: NOT_JSON_MESSAGE };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, message: INVALID_LENGTH_MESSAGE };
    default:
      break;
  }
  const statusCode = error.statusCode;
  if (statusCode === 413) {
    return {
      status: tooLarge,
      message: error.code === 'FST_REQ_FILE_TOO_LARGE' ? FILE_TOO_LARGE_MESSAGE : BODY_TOO_LARGE_MESSAGE,
    };
  }
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    return { status: statusCode, message: INVALID_REQUEST_MESSAGE };
  }
  if (error instanceof SyntaxError) {
    return { status: 400, message: INVALID_REQUEST_MESSAGE };
  }
  return null;
}

function render(error: Error, op: OperationSpec | undefined, reply: FastifyReply): Rendered {
  if (error instanceof ApiError) {
    if (error.headers) {
      reply.headers(error.headers);
    }
    return { status: error.status, message: error.message, fieldErrors: error.fieldErrors };
  }
  if (isDataException(error)) {
    // A value the database cannot hold got past validation: still the caller's bad input.
    return {
      status: op?.responses['400'] || !op?.responses['404'] ? 400 : 404,
      message: INVALID_REQUEST_MESSAGE,
    };
  }
  return fastifyFailure(error as FastifyError, op) ?? { status: 500, message: INTERNAL_ERROR_MESSAGE };
}

export function contractErrorHandler(doc: OpenApiDocument, byId: ReadonlyMap<string, OperationSpec>) {
  return (error: Error, request: FastifyRequest, reply: FastifyReply) => {
    const operationId = request.routeOptions?.config?.operationId;
    const op = operationId ? byId.get(operationId) : undefined;
    const { status, message, fieldErrors } = render(error, op, reply);
    if (status >= 500) {
      request.log.error({ err: error, operationId }, 'Erro ao atender a requisição');
    } else if (isDataException(error)) {
      request.log.warn({ err: error, operationId }, 'Valor recusado pelo banco: falta uma validação');
    }
    const body = op ? errorBody(shapeFor(doc, op, status), message, fieldErrors) : { detail: message };
    return reply.code(status).send(body);
  };
}
