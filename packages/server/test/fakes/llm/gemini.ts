// Google's Gemini API: `POST /v1beta/models/{model}:generateContent` (JSON) and
// `:streamGenerateContent?alt=sse` (SSE), key in `x-goog-api-key`, Google's error bodies.
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

const ERROR_TYPES: Record<ErrorKind, { status: number; status_text: string }> = {
  // Gemini answers a wrong key with 400 API_KEY_INVALID, not 401.
  unauthorized: { status: 400, status_text: 'INVALID_ARGUMENT' },
  bad_request: { status: 400, status_text: 'INVALID_ARGUMENT' },
  not_found: { status: 404, status_text: 'NOT_FOUND' },
  rate_limit: { status: 429, status_text: 'RESOURCE_EXHAUSTED' },
  server_error: { status: 500, status_text: 'INTERNAL' },
};

function geminiError(kind: ErrorKind, message: string, retryAfterSeconds?: number): ErrorReply {
  const { status, status_text } = ERROR_TYPES[kind];
  const text = kind === 'unauthorized' ? 'API key not valid. Please pass a valid API key.' : message;
  return {
    status,
    headers: retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) },
    body: { error: { code: status, message: text, status: status_text } },
  };
}

function read(
  operation: string,
  body: Json,
): { model: string; stream: boolean; prompt: SeenPrompt } | string {
  if (!Array.isArray(body.contents) || body.contents.length === 0) {
    return '* GenerateContentRequest.contents: contents is not specified';
  }
  const messages: SeenPrompt['messages'] = [];
  for (const content of body.contents as Json[]) {
    const role = content.role ?? 'user';
    if (role !== 'user' && role !== 'model') {
      return `* GenerateContentRequest.contents: Please use a valid role: user, model.`;
    }
    messages.push({ role: role === 'model' ? 'assistant' : 'user', text: textOf(content.parts) });
  }
  const instruction = body.systemInstruction as Json | undefined;
  return {
    model: '',
    stream: operation === 'streamGenerateContent',
    prompt: { system: instruction ? textOf(instruction.parts) : null, messages },
  };
}

function usageMetadata(answer: AnswerContext) {
  return {
    promptTokenCount: answer.usage.inputTokens,
    candidatesTokenCount: answer.usage.outputTokens,
    totalTokenCount: answer.usage.inputTokens + answer.usage.outputTokens,
  };
}

function chunk(answer: AnswerContext, text: string, finished: boolean) {
  return {
    candidates: [
      {
        content: { parts: [{ text }], role: 'model' },
        ...(finished ? { finishReason: 'STOP' } : {}),
        index: 0,
      },
    ],
    ...(finished ? { usageMetadata: usageMetadata(answer) } : {}),
    modelVersion: answer.model,
    responseId: `fake${answer.id}`,
  };
}

const geminiProtocol: LlmProtocol = {
  label: 'Gemini',
  route(method, path, query) {
    const match = /^\/v1beta\/models\/([^/:]+):(generateContent|streamGenerateContent)$/.exec(path);
    if (method !== 'POST' || !match?.[1] || !match[2]) {
      return null;
    }
    // Without alt=sse Google streams a JSON array instead of SSE: a different protocol, not faked.
    if (match[2] === 'streamGenerateContent' && query.get('alt') !== 'sse') {
      return null;
    }
    return { operation: match[2], model: decodeURIComponent(match[1]) };
  },
  authorized(headers, apiKey) {
    return headers['x-goog-api-key'] === apiKey;
  },
  read(operation, body, route) {
    const result = read(operation, body as Json);
    return typeof result === 'string' ? result : { ...result, model: route.model ?? '' };
  },
  error: geminiError,
  json: (_operation, answer) => chunk(answer, answer.text, true),
  sse(_operation, answer) {
    const last = answer.deltas.length - 1;
    return {
      start: [],
      // The last text piece carries finishReason and usage, as Gemini's last chunk does.
      delta: (text, index) => [{ data: chunk(answer, text, index === last) }],
      end: last < 0 ? [{ data: chunk(answer, '', true) }] : [],
    };
  },
};

export function startFakeGemini(apiKey = 'fake-google-key-0123456789'): Promise<LlmFake> {
  return startLlmFake(geminiProtocol, { apiKey, basePath: '/v1beta' });
}
