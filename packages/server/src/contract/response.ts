// The "serialise" step: a handler's result checked against the responses the operation documents
// (when `validateResponses` is on) and sent with its status and headers.
import type { FastifyReply } from 'fastify';
import type { OperationSpec } from './document.ts';
import type { ContractValidator } from './validation.ts';

export interface HandlerResult {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Why a result does not match the contract, or null when it does. */
export function responseProblem(
  validator: ContractValidator,
  op: OperationSpec,
  status: number,
  body: unknown,
): string | null {
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
    // A text answer (the WhatsApp webhook's challenge) where the status documents text/plain.
    if (typeof body === 'string' && 'text/plain' in response.content) {
      return null;
    }
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
}

export function send(reply: FastifyReply, result: HandlerResult): FastifyReply {
  if (result.headers) {
    reply.headers(result.headers);
  }
  reply.code(result.status);
  return result.body === undefined ? reply.send() : reply.send(result.body);
}
