// OpenAI's shapes around the one chat path (issue 30): a chat.completions request read into a
// send, the chat's answer (JSON or its AI SDK UI message stream) written back as a
// `chat.completion` or as `chat.completion.chunk` events, and OpenAI's error shape.
import { randomUUID } from 'node:crypto';
import type { CarriedConversation, ConversationTurn } from '../../modules/llm/memory.ts';

export type OpenAiErrorType =
  | 'invalid_request_error'
  | 'authentication_error'
  | 'permission_error'
  | 'not_found_error'
  | 'rate_limit_error'
  | 'api_error';

export interface OpenAiFailure {
  status: number;
  message: string;
  type: OpenAiErrorType;
  param?: string | null;
  code?: string | null;
  headers?: Record<string, string>;
}

export function errorBody(failure: OpenAiFailure) {
  return {
    error: {
      message: failure.message,
      type: failure.type,
      param: failure.param ?? null,
      code: failure.code ?? null,
    },
  };
}

/** The type OpenAI gives each status; the chat's own refusals keep their status and pt-BR message. */
export function failureOfStatus(
  status: number,
  message: string,
  headers?: Record<string, string>,
): OpenAiFailure {
  const type: OpenAiErrorType =
    status === 400
      ? 'invalid_request_error'
      : status === 401
        ? 'authentication_error'
        : status === 403
          ? 'permission_error'
          : status === 404
            ? 'not_found_error'
            : status === 429
              ? 'rate_limit_error'
              : 'api_error';
  return { status, message, type, ...(headers ? { headers } : {}) };
}

/** The longest message the chat takes (the contract's send_message limit). */
export const MESSAGE_MAX = 20_000;
/** Characters of the system messages a conversation carries (extra instructions to the agent). */
export const CARRIED_INSTRUCTIONS_MAX = 8_000;
/** Characters of every message of a request together (the whole conversation an OpenAI client sends). */
export const CARRIED_CONVERSATION_MAX = 100_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CompletionRequest {
  model: string;
  /** The last `user` message: what the agent answers. */
  message: string;
  stream: boolean;
  includeUsage: boolean;
  sessionId?: string;
  /**
   * Without `sppock.session_id`, what came before the last user message: the system messages as
   * instructions and the earlier user/assistant turns as the conversation's history.
   */
  carried?: CarriedConversation;
}

const invalid = (message: string, param: string | null = null): OpenAiFailure => ({
  status: 400,
  message,
  type: 'invalid_request_error',
  param,
});

function textOf(content: unknown): string | null {
  if (typeof content === 'string') {
    return content;
  }
  if (Array.isArray(content)) {
    const texts: string[] = [];
    for (const part of content) {
      if (typeof part !== 'object' || part === null || (part as { type?: unknown }).type !== 'text') {
        return null;
      }
      const text = (part as { text?: unknown }).text;
      if (typeof text !== 'string') {
        return null;
      }
      texts.push(text);
    }
    return texts.join('\n');
  }
  return null;
}

/** A chat.completions body read into a send, or the 400 saying what to fix (pt-BR). */
export function readCompletionRequest(body: unknown): CompletionRequest | OpenAiFailure {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return invalid('O corpo do pedido deve ser um objeto JSON.');
  }
  const raw = body as Record<string, unknown>;
  if (typeof raw.model !== 'string' || raw.model.length === 0 || raw.model.length > 80) {
    return invalid('Informe o modelo (veja GET /v1/models).', 'model');
  }
  if (!Array.isArray(raw.messages) || raw.messages.length === 0 || raw.messages.length > 200) {
    return invalid('Envie de 1 a 200 mensagens em "messages".', 'messages');
  }
  if (raw.n !== undefined && raw.n !== null && raw.n !== 1) {
    return invalid('Só uma resposta por pedido: "n" deve ser 1.', 'n');
  }
  if (Array.isArray(raw.tools) && raw.tools.length > 0) {
    return invalid('Ferramentas ("tools") não são aceitas: os agentes do Sppock usam as suas.', 'tools');
  }
  if (raw.stream !== undefined && raw.stream !== null && typeof raw.stream !== 'boolean') {
    return invalid('"stream" deve ser verdadeiro ou falso.', 'stream');
  }
  const read = readMessages(raw.messages);
  if ('status' in read) {
    return read;
  }
  const { message, instructions, turns } = read;
  const extension = raw.sppock;
  let sessionId: string | undefined;
  if (extension !== undefined && extension !== null) {
    const candidate = (extension as { session_id?: unknown }).session_id;
    if (candidate !== undefined) {
      if (typeof candidate !== 'string' || !UUID.test(candidate)) {
        return invalid('"sppock.session_id" deve ser o id de uma conversa.', 'sppock.session_id');
      }
      sessionId = candidate;
    }
  }
  const options = raw.stream_options as { include_usage?: unknown } | null | undefined;
  // A conversation of Sppock's own is its history: what the client carried is not read again.
  const carries = !sessionId && (instructions !== null || turns.length > 0);
  return {
    model: raw.model,
    message,
    stream: raw.stream === true,
    includeUsage: raw.stream === true && options?.include_usage === true,
    ...(sessionId ? { sessionId } : {}),
    ...(carries ? { carried: { instructions, turns } } : {}),
  };
}

const format = (n: number) => n.toLocaleString('pt-BR');

/**
 * The messages of a request: the last `user` message (what the agent answers), the system (or
 * developer) messages before it joined as instructions, and the user/assistant turns before it.
 * An assistant turn without text (a tool call) is left out; other roles are refused.
 */
function readMessages(
  messages: unknown[],
): { message: string; instructions: string | null; turns: ConversationTurn[] } | OpenAiFailure {
  const read: { role: string; text: string }[] = [];
  let total = 0;
  for (const [index, item] of messages.entries()) {
    const role = typeof item === 'object' && item !== null ? (item as { role?: unknown }).role : undefined;
    if (typeof role !== 'string') {
      return invalid(`A mensagem ${index + 1} não tem "role".`, 'messages');
    }
    const content = (item as { content?: unknown }).content;
    if (role === 'assistant' && (content === null || content === undefined)) {
      continue;
    }
    if (!['system', 'developer', 'user', 'assistant'].includes(role)) {
      return invalid(
        `A mensagem ${index + 1} tem role "${role.slice(0, 20)}": só "system", "developer", "user" e "assistant" são aceitos.`,
        'messages',
      );
    }
    const text = textOf(content);
    if (text === null) {
      return invalid('Só texto é aceito no conteúdo das mensagens.', 'messages');
    }
    total += text.length;
    if (total > CARRIED_CONVERSATION_MAX) {
      return invalid(
        `A conversa enviada passa de ${format(CARRIED_CONVERSATION_MAX)} caracteres: envie só as mensagens mais recentes ou continue uma conversa com "sppock.session_id".`,
        'messages',
      );
    }
    read.push({ role, text });
  }
  const last = read.findLastIndex((item) => item.role === 'user');
  const message = read[last]?.text;
  if (message === undefined || !message.trim()) {
    return invalid('Envie ao menos uma mensagem com role "user" e texto.', 'messages');
  }
  if (message.length > MESSAGE_MAX) {
    return invalid(`A mensagem passa de ${format(MESSAGE_MAX)} caracteres.`, 'messages');
  }
  const before = read.slice(0, last).filter((item) => item.text.trim() !== '');
  const instructions = before
    .filter((item) => item.role === 'system' || item.role === 'developer')
    .map((item) => item.text.trim())
    .join('\n\n');
  if (instructions.length > CARRIED_INSTRUCTIONS_MAX) {
    return invalid(
      `As mensagens "system" passam de ${format(CARRIED_INSTRUCTIONS_MAX)} caracteres.`,
      'messages',
    );
  }
  const turns = before
    .filter((item) => item.role === 'user' || item.role === 'assistant')
    .map((item) => ({ role: item.role as ConversationTurn['role'], content: item.text }));
  return { message, instructions: instructions || null, turns };
}

/** A whole answer of the chat, whichever engine gave it. */
export interface ChatAnswer {
  text: string;
  agent: string;
  sessionId: string;
  offline: boolean;
  inputTokens: number;
  outputTokens: number;
}

export function completionOf(model: string, answer: ChatAnswer) {
  return {
    id: `chatcmpl-${randomUUID().replaceAll('-', '')}`,
    object: 'chat.completion' as const,
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant' as const, content: answer.text },
        finish_reason: 'stop' as const,
      },
    ],
    usage: {
      prompt_tokens: answer.inputTokens,
      completion_tokens: answer.outputTokens,
      total_tokens: answer.inputTokens + answer.outputTokens,
    },
    sppock: { agent: answer.agent, session_id: answer.sessionId, offline: answer.offline },
  };
}

/** A part of the chat's UI message stream, as far as the completion needs it. */
export type ChatStreamPart =
  | { type: 'data-orchestration'; data: { agent_used?: string } }
  | { type: 'text-delta'; delta: string }
  | {
      type: 'finish';
      messageMetadata?: {
        session_id?: string;
        tokens?: { input: number; output: number };
        offline?: boolean;
      };
    }
  | { type: 'error'; errorText: string }
  | { type: 'other' };

/** Reads the parts of an AI SDK UI message stream (SSE: `data: {json}` events, `data: [DONE]`). */
export async function* chatStreamParts(response: Response): AsyncGenerator<ChatStreamPart> {
  if (!response.body) {
    return;
  }
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const bytes of response.body) {
    buffer += decoder.decode(bytes as Uint8Array, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      for (const line of event.split('\n')) {
        if (!line.startsWith('data: ')) {
          continue;
        }
        const data = line.slice(6);
        if (data === '[DONE]') {
          continue;
        }
        const part = JSON.parse(data) as { type?: string };
        switch (part.type) {
          case 'data-orchestration':
          case 'text-delta':
          case 'finish':
          case 'error':
            yield part as ChatStreamPart;
            break;
          default:
            yield { type: 'other' };
        }
      }
    }
  }
}

/** The completion's SSE events from the chat's stream parts; the first parts were already read. */
export async function* completionChunks(
  model: string,
  agent: string,
  read: ChatStreamPart[],
  rest: AsyncIterator<ChatStreamPart>,
  includeUsage: boolean,
): AsyncGenerator<string> {
  const id = `chatcmpl-${randomUUID().replaceAll('-', '')}`;
  const created = Math.floor(Date.now() / 1000);
  const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) =>
    `data: ${JSON.stringify({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      choices,
      ...(includeUsage ? { usage: null } : {}),
      ...extra,
    })}\n\n`;
  yield chunk([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]);
  const parts = (async function* () {
    yield* read;
    while (true) {
      const next = await rest.next();
      if (next.done) {
        return;
      }
      yield next.value;
    }
  })();
  for await (const part of parts) {
    if (part.type === 'text-delta' && part.delta) {
      yield chunk([{ index: 0, delta: { content: part.delta }, finish_reason: null }]);
    } else if (part.type === 'error') {
      yield `data: ${JSON.stringify(errorBody(failureOfStatus(502, part.errorText)))}\n\n`;
      return;
    } else if (part.type === 'finish') {
      const meta = part.messageMetadata ?? {};
      const sppock = { agent, session_id: meta.session_id ?? null, offline: meta.offline ?? false };
      yield chunk([{ index: 0, delta: {}, finish_reason: 'stop' }], { sppock });
      if (includeUsage) {
        const input = meta.tokens?.input ?? 0;
        const output = meta.tokens?.output ?? 0;
        yield chunk([], {
          usage: { prompt_tokens: input, completion_tokens: output, total_tokens: input + output },
        });
      }
    }
  }
  yield 'data: [DONE]\n\n';
}
