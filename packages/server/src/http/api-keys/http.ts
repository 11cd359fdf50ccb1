// The API surfaces of a personal key (issue 30), served outside the contract's binder because they
// answer in other protocols' shapes: `GET /v1/models` and `POST /v1/chat/completions` in OpenAI's
// (documented in the contract with `x-sppock-outside-binding`), and the MCP server at `/mcp`
// (Streamable HTTP, described in the README). Every call: the key (401), its scope (403), its rate
// limit across nodes (429), then the one chat path.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientGone } from '../../infra/client-gone.ts';
import type { ApiKeyCaller } from '../../modules/api-keys/keys.ts';
import { API_KEY_RATE, type ApiKeyScope } from '../../modules/api-keys/limits.ts';
import { API_KEY_MESSAGES as M } from '../../modules/api-keys/messages.ts';
import { teamKeyValid } from '../../modules/api-keys/team-keys.ts';
import type { Services } from '../../services.ts';
import { answerKeyMessage } from './chat.ts';
import { reachableAgents, reachableByModel } from './models.ts';
import {
  completionChunks,
  completionOf,
  errorBody,
  failureOfStatus,
  type OpenAiFailure,
  readCompletionRequest,
} from './openai.ts';

/** JSON bodies of the API surfaces (the server's own limit: a larger body is a 413). */
export const API_BODY_LIMIT = 1024 * 1024;

function send(reply: FastifyReply, failure: OpenAiFailure): FastifyReply {
  if (failure.headers) {
    reply.headers(failure.headers);
  }
  return reply.code(failure.status).send(errorBody(failure));
}

/**
 * The key of the call when it may act with `scopes` (any of them) and is within its rate limit;
 * otherwise the failure to answer. Counted per key on the shared limiter (every node).
 */
export async function keyOf(
  services: Services,
  request: FastifyRequest,
  scopes: readonly ApiKeyScope[],
): Promise<ApiKeyCaller | OpenAiFailure> {
  const caller = await services.apiKeys.authenticate(request.headers.authorization);
  if (caller === undefined) {
    return { status: 401, message: M.missingKey, type: 'authentication_error', code: 'missing_api_key' };
  }
  if (caller === null) {
    return { status: 401, message: M.invalidKey, type: 'authentication_error', code: 'invalid_api_key' };
  }
  if (!scopes.some((scope) => caller.scopes.includes(scope))) {
    return {
      status: 403,
      message: M.scopeMissing(scopes.join('" ou "')),
      type: 'permission_error',
      code: 'insufficient_scope',
    };
  }
  if (caller.teamId !== null && !(await teamKeyValid(services, caller.userId, caller.teamId))) {
    return { status: 403, message: M.teamKeyInvalid, type: 'permission_error', code: 'team_key_invalid' };
  }
  const window = await services.limiter.hit(`apikey:${caller.keyId}`, API_KEY_RATE.windowMs);
  if (window.count > API_KEY_RATE.calls) {
    const seconds = Math.max(1, Math.ceil(window.resetInMs / 1000));
    return {
      status: 429,
      message: M.rateLimited(seconds),
      type: 'rate_limit_error',
      code: 'rate_limit_exceeded',
      headers: { 'retry-after': String(seconds) },
    };
  }
  return caller;
}

const isFailure = (value: ApiKeyCaller | OpenAiFailure): value is OpenAiFailure => 'status' in value;

export function registerApiKeySurfaces(app: FastifyInstance, services: Services): void {
  void app.register(async (scope) => {
    // Parser and body errors (a malformed JSON, a body past the limit) in OpenAI's shape.
    scope.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status === 413) {
        return send(reply, {
          status: 413,
          message: 'O corpo do pedido passa de 1 MiB.',
          type: 'invalid_request_error',
          code: 'request_too_large',
        });
      }
      if (status >= 400 && status < 500) {
        return send(reply, failureOfStatus(400, 'O corpo do pedido não é um JSON válido.'));
      }
      request.log.error({ err: error }, 'Falha numa chamada com chave de API');
      return send(reply, failureOfStatus(500, 'Erro interno. Tente de novo em instantes.'));
    });

    scope.get('/v1/models', async (request, reply) => {
      const caller = await keyOf(services, request, ['chat', 'conversations:read']);
      if (isFailure(caller)) {
        return send(reply, caller);
      }
      const created = Math.floor(caller.user.createdAt.getTime() / 1000);
      const data = (await reachableAgents(services, caller.userId)).map((reachable) => ({
        id: reachable.model,
        object: 'model' as const,
        created,
        owned_by: 'sppock',
        sppock:
          reachable.kind === 'agent'
            ? { name: reachable.metadata.name, description: reachable.metadata.description }
            : { name: reachable.row.name, description: reachable.row.description },
      }));
      return reply.send({ object: 'list', data });
    });

    scope.post('/v1/chat/completions', { bodyLimit: API_BODY_LIMIT }, async (request, reply) => {
      const caller = await keyOf(services, request, ['chat']);
      if (isFailure(caller)) {
        return send(reply, caller);
      }
      const read = readCompletionRequest(request.body);
      if ('status' in read) {
        return send(reply, read);
      }
      const target = await reachableByModel(services, caller.userId, read.model);
      if (!target) {
        return send(reply, {
          status: 404,
          message: `O modelo "${read.model}" não existe ou esta chave não pode usá-lo. Veja GET /v1/models.`,
          type: 'not_found_error',
          param: 'model',
          code: 'model_not_found',
        });
      }
      const answer = await answerKeyMessage(services, target, {
        userId: caller.userId,
        message: read.message,
        sessionId: read.sessionId,
        carried: read.carried,
        stream: read.stream,
        abortSignal: clientGone(request, reply),
      });
      switch (answer.kind) {
        case 'failure':
          return send(reply, answer.failure);
        case 'whole': {
          reply
            .header('x-sppock-agent', answer.answer.agent)
            .header('x-sppock-session', answer.answer.sessionId);
          if (!read.stream) {
            return reply.send(completionOf(read.model, answer.answer));
          }
          // A custom agent answers whole: its stream is that answer in one chunk.
          const parts = [
            { type: 'text-delta' as const, delta: answer.answer.text },
            {
              type: 'finish' as const,
              messageMetadata: {
                session_id: answer.answer.sessionId,
                offline: answer.answer.offline,
                tokens: { input: answer.answer.inputTokens, output: answer.answer.outputTokens },
              },
            },
          ];
          return sendStream(
            reply,
            completionChunks(read.model, answer.answer.agent, parts, none(), read.includeUsage),
          );
        }
        case 'stream':
          reply.header('x-sppock-agent', answer.agent);
          return sendStream(
            reply,
            completionChunks(read.model, answer.agent, answer.read, answer.rest, read.includeUsage),
          );
        default:
          return answer satisfies never;
      }
    });

    scope.all('/mcp', { bodyLimit: API_BODY_LIMIT }, async (request, reply) => {
      const caller = await keyOf(services, request, ['chat', 'conversations:read']);
      if (isFailure(caller)) {
        return send(reply, caller);
      }
      // The MCP SDK loads at the first MCP call, not at start (as the providers and drivers do).
      const { handleMcp } = await import('./mcp.ts');
      await handleMcp(services, caller, request, reply);
    });
  });
}

function none<T>(): AsyncIterator<T> {
  return { next: async () => ({ done: true, value: undefined }) };
}

function sendStream(reply: FastifyReply, events: AsyncGenerator<string>): FastifyReply {
  return reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('x-accel-buffering', 'no')
    .send(Readable.from(events));
}
