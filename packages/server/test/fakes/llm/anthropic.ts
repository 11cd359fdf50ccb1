// Anthropic's Messages API (`POST /v1/messages`): `x-api-key` and `anthropic-version` headers,
// `max_tokens` required, JSON or SSE with named events, and Anthropic's error bodies.
import {
  type AnswerContext,
  type ErrorKind,
  type ErrorReply,
  type LlmFake,
  type LlmProtocol,
  type SeenPrompt,
  startLlmFake,
  textOf,
} from './server.ts';

type Json = Record<string, unknown>;

const ERROR_TYPES: Record<ErrorKind, { status: number; type: string }> = {
  unauthorized: { status: 401, type: 'authentication_error' },
  bad_request: { status: 400, type: 'invalid_request_error' },
  not_found: { status: 404, type: 'not_found_error' },
  rate_limit: { status: 429, type: 'rate_limit_error' },
  server_error: { status: 500, type: 'api_error' },
};

function anthropicError(kind: ErrorKind, message: string, retryAfterSeconds?: number): ErrorReply {
  const { status, type } = ERROR_TYPES[kind];
  return {
    status,
    headers: retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) },
    body: { type: 'error', error: { type, message } },
  };
}

function read(body: Json): { model: string; stream: boolean; prompt: SeenPrompt } | string {
  if (typeof body.model !== 'string' || body.model === '') {
    return 'model: Field required';
  }
  if (typeof body.max_tokens !== 'number') {
    return 'max_tokens: Field required';
  }
  if (!Array.isArray(body.messages) || body.messages.length === 0) {
    return 'messages: Field required';
  }
  const messages: SeenPrompt['messages'] = [];
  for (const message of body.messages as Json[]) {
    if (message.role !== 'user' && message.role !== 'assistant') {
      return `messages: Unexpected role "${String(message.role)}". Use the top-level system parameter for system prompts.`;
    }
    messages.push({ role: message.role, text: textOf(message.content) });
  }
  const system = body.system === undefined ? null : textOf(body.system);
  return { model: body.model, stream: body.stream === true, prompt: { system, messages } };
}

/**
 * Models without native structured output get JSON through a forced tool named `json`; the
 * answer is then a `tool_use` block whose input is the programmed text parsed as JSON.
 */
function answersWithJsonTool(body: Json): boolean {
  const tools = Array.isArray(body.tools) ? (body.tools as Json[]) : [];
  const choice = body.tool_choice as Json | undefined;
  const forced =
    (choice?.type === 'tool' && choice.name === 'json') || (choice?.type === 'any' && tools.length === 1);
  return forced && tools.some((tool) => tool.name === 'json');
}

function message(answer: AnswerContext, done: boolean, jsonTool: boolean) {
  const block = jsonTool
    ? {
        type: 'tool_use',
        id: `toolu_fake${answer.id}`,
        name: 'json',
        input: JSON.parse(answer.text) as unknown,
      }
    : { type: 'text', text: answer.text };
  return {
    id: `msg_fake${answer.id}`,
    type: 'message',
    role: 'assistant',
    model: answer.model,
    content: done ? [block] : [],
    stop_reason: done ? (jsonTool ? 'tool_use' : 'end_turn') : null,
    stop_sequence: null,
    usage: {
      input_tokens: answer.usage.inputTokens,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
      output_tokens: done ? answer.usage.outputTokens : 1,
    },
  };
}

const anthropicProtocol: LlmProtocol = {
  label: 'Anthropic',
  route(method, path) {
    return method === 'POST' && path === '/v1/messages' ? { operation: 'messages' } : null;
  },
  authorized(headers, apiKey) {
    return headers['x-api-key'] === apiKey && typeof headers['anthropic-version'] === 'string';
  },
  read: (_operation, body) => read(body as Json),
  error: anthropicError,
  json: (_operation, answer, body) => message(answer, true, answersWithJsonTool(body)),
  sse(_operation, answer, body) {
    const jsonTool = answersWithJsonTool(body);
    const event = (type: string, data: Json) => ({ event: type, data: { type, ...data } });
    return {
      start: [
        event('message_start', { message: message(answer, false, jsonTool) }),
        event('content_block_start', {
          index: 0,
          content_block: jsonTool
            ? { type: 'tool_use', id: `toolu_fake${answer.id}`, name: 'json', input: {} }
            : { type: 'text', text: '' },
        }),
        event('ping', {}),
      ],
      delta: (text) => [
        event('content_block_delta', {
          index: 0,
          delta: jsonTool ? { type: 'input_json_delta', partial_json: text } : { type: 'text_delta', text },
        }),
      ],
      end: [
        event('content_block_stop', { index: 0 }),
        event('message_delta', {
          delta: { stop_reason: jsonTool ? 'tool_use' : 'end_turn', stop_sequence: null },
          usage: { output_tokens: answer.usage.outputTokens },
        }),
        event('message_stop', {}),
      ],
    };
  },
};

export function startFakeAnthropic(apiKey = 'sk-ant-fake-0123456789'): Promise<LlmFake> {
  return startLlmFake(anthropicProtocol, { apiKey, basePath: '/v1' });
}
