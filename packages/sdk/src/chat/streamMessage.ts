// streamMessage: send_message as a stream (the server's contract extension), through the SDK
// client, so the bearer token, its refresh and the base URL are the client's own.
import { type SppockClient, SppockError, sendMessageErrorMessage, toFailure } from '@sppock/sdk';
import type { components } from '../generated/openapi';
import { type ChatStreamPart, readChatStream } from './parts';

type SendMessage = components['schemas']['SendMessageAction'];
type AgentType = components['schemas']['AgentType'];

/** What to send: the documented send_message body, without `action`. */
export interface StreamMessageInput extends Omit<SendMessage, 'action' | 'location'> {
  /** The agent of the path. Default: 'chatsppock' (the Commander). */
  agent?: AgentType;
  /** The `location` of the message. Default: 'Brasil'. */
  location?: SendMessage['location'];
}

export interface StreamMessageOptions {
  /** Aborting it stops the answer: the server stores the part received, marked `stopped`. Default: none. */
  signal?: AbortSignal;
}

/**
 * Sends a message and yields the answer's parts as they arrive: `start`, `data-orchestration`,
 * `text-delta`…, then `finish` (usage, cost, ids) or `error`. A refusal before the stream starts
 * (empty message, limits, 429 spacing) throws a SppockError with the server's pt-BR message.
 */
export async function* streamMessage(
  client: Pick<SppockClient, 'api'>,
  input: StreamMessageInput,
  options: StreamMessageOptions = {},
): AsyncGenerator<ChatStreamPart> {
  const { agent = 'chatsppock', location = 'Brasil', ...rest } = input;
  let result: Awaited<ReturnType<typeof client.api.POST>>;
  try {
    result = await client.api.POST('/api/agents/{agent}/api/', {
      params: { path: { agent } },
      body: { action: 'send_message', location, ...rest },
      headers: { accept: 'text/event-stream' },
      parseAs: 'stream',
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') {
      throw error;
    }
    const failure = toFailure(error);
    throw new SppockError(failure, sendMessageErrorMessage(failure));
  }
  const { response } = result;
  if (!response.ok || !response.body) {
    const failure = toFailure(result);
    throw new SppockError(failure, sendMessageErrorMessage(failure));
  }
  yield* readChatStream(response.body as ReadableStream<Uint8Array>);
}
