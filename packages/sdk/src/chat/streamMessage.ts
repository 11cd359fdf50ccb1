// streamMessage: send_message as a stream (the server's contract extension), through the SDK
// client, so the bearer token, its refresh and the base URL are the client's own;
// streamCustomAgentMessage: a custom agent's chat as the same stream (issue 29).
import { type SppockClient, SppockError, sendMessageErrorMessage, toFailure } from '@sppock/sdk';
import type { components } from '../generated/openapi';
import { type ChatStreamPart, readChatStream } from './parts';

type SendMessage = components['schemas']['SendMessageAction'];
type AgentType = components['schemas']['AgentType'];
type CustomAgentChatRequest = components['schemas']['CustomAgentChatRequest'];

/** What to send: the documented send_message body, without `action`. */
export interface StreamMessageInput extends Omit<SendMessage, 'action' | 'location'> {
  /** The agent of the path. Default: 'chatsppock' (the Commander). */
  agent?: AgentType;
  /** The `location` of the message. Default: 'Brasil'. */
  location?: SendMessage['location'];
  /**
   * A document to analyse with the message (spec 2 §5: one of the 11 types, 100 MB at most): the
   * send goes as multipart form data, `location` as the text 'Brasil' (spec 2 §7). Default: none.
   */
  file?: File;
}

export interface StreamMessageOptions {
  /** Aborting it stops the answer: the server stores the part received, marked `stopped`. Default: none. */
  signal?: AbortSignal;
}

/** A refused send: a 429's Retry-After in seconds (spec 2 §9 spacing), else null. */
export type StreamMessageError = SppockError & { retryAfter: number | null };

function retryAfterSeconds(response: Response): number | null {
  if (response.status !== 429) {
    return null;
  }
  const seconds = Number.parseInt(response.headers.get('Retry-After') ?? '', 10);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** The error of a send refused before its stream started (JSON 4xx/5xx), with a 429's wait. */
function refusalOf(result: { response: Response }): StreamMessageError {
  const failure = toFailure(result);
  return Object.assign(new SppockError(failure, sendMessageErrorMessage(failure)), {
    retryAfter: retryAfterSeconds(result.response),
  });
}

/** A send that failed before any response (network), as a SppockError; an abort stays an abort. */
function sendFailureOf(error: unknown): unknown {
  if (error instanceof DOMException && error.name === 'AbortError') {
    return error;
  }
  const failure = toFailure(error);
  return new SppockError(failure, sendMessageErrorMessage(failure));
}

/** The multipart body of a send with a file (the browser sets its content type and boundary). */
function multipartBody(
  fields: Omit<StreamMessageInput, 'agent' | 'location' | 'file'>,
  file: File,
): FormData {
  const form = new FormData();
  form.set('action', 'send_message');
  form.set('message', fields.message);
  if (fields.session_id) {
    form.set('session_id', fields.session_id);
  }
  form.set('location', 'Brasil');
  form.set('file', file, file.name);
  return form;
}

/**
 * Sends a message and yields the answer's parts as they arrive: `start`, `data-orchestration`,
 * `text-delta`…, then `finish` (usage, cost, ids) or `error`. A refusal before the stream starts
 * (empty message, limits, 429 spacing) throws a SppockError with the server's pt-BR message
 * and, after a 429, `retryAfter` (see {@link StreamMessageError}).
 */
export async function* streamMessage(
  client: Pick<SppockClient, 'api'>,
  input: StreamMessageInput,
  options: StreamMessageOptions = {},
): AsyncGenerator<ChatStreamPart> {
  const { agent = 'chatsppock', location = 'Brasil', file, ...rest } = input;
  let result: Awaited<ReturnType<typeof client.api.POST>>;
  try {
    result = await client.api.POST('/api/agents/{agent}/api/', {
      params: { path: { agent } },
      body: { action: 'send_message', location, ...rest },
      headers: { accept: 'text/event-stream' },
      parseAs: 'stream',
      ...(file ? { bodySerializer: () => multipartBody(rest, file) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    throw sendFailureOf(error);
  }
  const { response } = result;
  if (!response.ok || !response.body) {
    throw refusalOf(result);
  }
  yield* readChatStream(response.body as ReadableStream<Uint8Array>);
}

/** What to send to a custom agent: its id and the documented chat body. */
export interface CustomAgentStreamInput extends CustomAgentChatRequest {
  /** The custom agent's id (`cag_…`). */
  agentId: string;
}

/**
 * Sends a message to a custom agent and yields its answer's parts as they arrive, like
 * {@link streamMessage}: `start` (with the conversation's id), `text-delta`…, then `finish`
 * (usage, cost, ids and the `citations` of the agent's documents) or `error`. The answer can be
 * followed again and stopped with {@link resumeAnswer} and `stopAnswer`, as the Commander's.
 */
export async function* streamCustomAgentMessage(
  client: Pick<SppockClient, 'api'>,
  input: CustomAgentStreamInput,
  options: StreamMessageOptions = {},
): AsyncGenerator<ChatStreamPart> {
  const { agentId, ...body } = input;
  let result: Awaited<ReturnType<typeof client.api.POST>>;
  try {
    result = await client.api.POST('/api/custom-agents/{id}/chat/', {
      params: { path: { id: agentId } },
      body,
      headers: { accept: 'text/event-stream' },
      parseAs: 'stream',
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    throw sendFailureOf(error);
  }
  const { response } = result;
  if (!response.ok || !response.body) {
    throw refusalOf(result);
  }
  yield* readChatStream(response.body as ReadableStream<Uint8Array>);
}
