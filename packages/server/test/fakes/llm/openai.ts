// OpenAI's wire protocol: the Responses API (`POST /v1/responses`, what `openai(modelId)` calls)
// and Chat Completions (`POST /v1/chat/completions`, what OpenAI-compatible servers such as
// Ollama, vLLM and LM Studio speak), JSON and SSE, with OpenAI's error bodies.
import type http from 'node:http';
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

const ERROR_TYPES: Record<ErrorKind, { status: number; type: string; code: string | null }> = {
  unauthorized: { status: 401, type: 'invalid_request_error', code: 'invalid_api_key' },
  bad_request: { status: 400, type: 'invalid_request_error', code: null },
  not_found: { status: 404, type: 'invalid_request_error', code: null },
  rate_limit: { status: 429, type: 'requests', code: 'rate_limit_exceeded' },
  server_error: { status: 500, type: 'server_error', code: null },
};

function openaiError(kind: ErrorKind, message: string, retryAfterSeconds?: number): ErrorReply {
  const { status, type, code } = ERROR_TYPES[kind];
  return {
    status,
    headers: retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) },
    body: { error: { message, type, param: null, code } },
  };
}

function bearer(headers: http.IncomingHttpHeaders, apiKey: string | null): boolean {
  return apiKey === null || headers.authorization === `Bearer ${apiKey}`;
}

/** Chat Completions messages (`system`/`developer`, `user`, `assistant`) as a {@link SeenPrompt}. */
function chatPrompt(messages: Json[]): SeenPrompt {
  const system: string[] = [];
  const seen: SeenPrompt['messages'] = [];
  for (const message of messages) {
    const text = textOf(message.content, ['text', 'input_text', 'output_text']);
    if (message.role === 'system' || message.role === 'developer') {
      system.push(text);
    } else if (message.role === 'user' || message.role === 'assistant') {
      seen.push({ role: message.role, text });
    }
  }
  return { system: system.length > 0 ? system.join('\n\n') : null, messages: seen };
}

function readChat(body: Json): { model: string; stream: boolean; prompt: SeenPrompt } | string {
  if (typeof body.model !== 'string' || body.model === '') {
    return 'you must provide a model parameter';
  }
  if (!Array.isArray(body.messages) || body.messages.length === 0) {
    return "Missing required parameter: 'messages'.";
  }
  return { model: body.model, stream: body.stream === true, prompt: chatPrompt(body.messages as Json[]) };
}

function readResponses(body: Json): { model: string; stream: boolean; prompt: SeenPrompt } | string {
  if (typeof body.model !== 'string' || body.model === '') {
    return "Missing required parameter: 'model'.";
  }
  const input = typeof body.input === 'string' ? [{ role: 'user', content: body.input }] : body.input;
  if (!Array.isArray(input)) {
    return "Missing required parameter: 'input'.";
  }
  const prompt = chatPrompt(input as Json[]);
  if (typeof body.instructions === 'string') {
    prompt.system = prompt.system ? `${body.instructions}\n\n${prompt.system}` : body.instructions;
  }
  return { model: body.model, stream: body.stream === true, prompt };
}

function chatUsage(answer: AnswerContext) {
  return {
    prompt_tokens: answer.usage.inputTokens,
    completion_tokens: answer.usage.outputTokens,
    total_tokens: answer.usage.inputTokens + answer.usage.outputTokens,
  };
}

function responsesUsage(answer: AnswerContext) {
  return {
    input_tokens: answer.usage.inputTokens,
    input_tokens_details: { cached_tokens: 0 },
    output_tokens: answer.usage.outputTokens,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: answer.usage.inputTokens + answer.usage.outputTokens,
  };
}

function responseObject(answer: AnswerContext, status: 'in_progress' | 'completed') {
  const done = status === 'completed';
  return {
    id: `resp_fake${answer.id}`,
    object: 'response',
    created_at: answer.createdAt,
    status,
    error: null,
    incomplete_details: null,
    model: answer.model,
    output: done ? [messageItem(answer, 'completed')] : [],
    usage: done ? responsesUsage(answer) : null,
  };
}

function messageItem(answer: AnswerContext, status: 'in_progress' | 'completed') {
  return {
    type: 'message',
    id: `msg_fake${answer.id}`,
    status,
    role: 'assistant',
    content:
      status === 'completed'
        ? [{ type: 'output_text', text: answer.text, annotations: [], logprobs: [] }]
        : [],
  };
}

/** Responses API events: each with its `event:` line and a growing `sequence_number`, as OpenAI sends them. */
function responsesEvents(answer: AnswerContext) {
  let sequence = 0;
  const event = (type: string, data: Json) => ({
    event: type,
    data: { type, sequence_number: sequence++, ...data },
  });
  const itemId = `msg_fake${answer.id}`;
  const part = { item_id: itemId, output_index: 0, content_index: 0 };
  return {
    start: [
      event('response.created', { response: responseObject(answer, 'in_progress') }),
      event('response.in_progress', { response: responseObject(answer, 'in_progress') }),
      event('response.output_item.added', { output_index: 0, item: messageItem(answer, 'in_progress') }),
      event('response.content_part.added', {
        ...part,
        part: { type: 'output_text', text: '', annotations: [], logprobs: [] },
      }),
    ],
    delta: (delta: string) => [event('response.output_text.delta', { ...part, delta, logprobs: [] })],
    end: [
      event('response.output_text.done', { ...part, text: answer.text, logprobs: [] }),
      event('response.content_part.done', {
        ...part,
        part: { type: 'output_text', text: answer.text, annotations: [], logprobs: [] },
      }),
      event('response.output_item.done', { output_index: 0, item: messageItem(answer, 'completed') }),
      event('response.completed', { response: responseObject(answer, 'completed') }),
    ],
  };
}

function chatChunk(answer: AnswerContext, choices: Json[], extra: Json = {}) {
  return {
    id: `chatcmpl-fake${answer.id}`,
    object: 'chat.completion.chunk',
    created: answer.createdAt,
    model: answer.model,
    system_fingerprint: 'fp_fake',
    choices,
    ...extra,
  };
}

/** Chat Completions chunks; the usage chunk (empty `choices`) only when `stream_options.include_usage` asked. */
function chatEvents(answer: AnswerContext, includeUsage: boolean) {
  return {
    start: [
      {
        data: chatChunk(answer, [
          {
            index: 0,
            delta: { role: 'assistant', content: '', refusal: null },
            logprobs: null,
            finish_reason: null,
          },
        ]),
      },
    ],
    delta: (delta: string) => [
      {
        data: chatChunk(answer, [
          { index: 0, delta: { content: delta }, logprobs: null, finish_reason: null },
        ]),
      },
    ],
    end: [
      { data: chatChunk(answer, [{ index: 0, delta: {}, logprobs: null, finish_reason: 'stop' }]) },
      ...(includeUsage ? [{ data: chatChunk(answer, [], { usage: chatUsage(answer) }) }] : []),
      { data: '[DONE]' },
    ],
  };
}

function openaiProtocol(
  label: string,
  operations: readonly ('responses' | 'chat.completions')[],
): LlmProtocol {
  return {
    label,
    route(method, path) {
      if (method === 'POST' && path === '/v1/responses' && operations.includes('responses')) {
        return { operation: 'responses' };
      }
      if (method === 'POST' && path === '/v1/chat/completions' && operations.includes('chat.completions')) {
        return { operation: 'chat.completions' };
      }
      return null;
    },
    authorized: bearer,
    read(operation, body) {
      const json = body as Json;
      if (operation === 'responses') {
        return readResponses(json);
      }
      return readChat(json);
    },
    error: openaiError,
    json(operation, answer) {
      if (operation === 'responses') {
        return responseObject(answer, 'completed');
      }
      return {
        id: `chatcmpl-fake${answer.id}`,
        object: 'chat.completion',
        created: answer.createdAt,
        model: answer.model,
        system_fingerprint: 'fp_fake',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: answer.text, refusal: null },
            logprobs: null,
            finish_reason: 'stop',
          },
        ],
        usage: chatUsage(answer),
      };
    },
    sse(operation, answer, body) {
      if (operation === 'responses') {
        return responsesEvents(answer);
      }
      return chatEvents(answer, (body.stream_options as Json | undefined)?.include_usage === true);
    },
  };
}

/** OpenAI: Responses API and Chat Completions, `Authorization: Bearer <key>`. */
export function startFakeOpenAI(apiKey = 'sk-fake-openai-0123456789'): Promise<LlmFake> {
  return startLlmFake(openaiProtocol('OpenAI', ['responses', 'chat.completions']), {
    apiKey,
    basePath: '/v1',
  });
}

/**
 * An OpenAI-compatible server (Ollama, vLLM, LM Studio): Chat Completions only. Without a key it
 * accepts any caller, as Ollama does; with one it checks the bearer token, as `vllm --api-key` does.
 */
export function startFakeOpenAICompatible(apiKey: string | null = null): Promise<LlmFake> {
  return startLlmFake(openaiProtocol('OpenAI-compatible', ['chat.completions']), { apiKey, basePath: '/v1' });
}
