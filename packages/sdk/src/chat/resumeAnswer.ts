// The answer in flight of a conversation (issue 29 item 4, the AI SDK's resumable streams): read
// it again from its first part after a reload, in a second tab or after the network dropped, and
// stop it from any tab. Through the SDK client, so the token, its refresh and the base URL are the
// client's own.
import { type SppockClient, SppockError, sendMessageErrorMessage, toFailure } from '@sppock/sdk';
import { type ChatStreamPart, readChatStream } from './parts';

export interface ResumeAnswerOptions {
  /** Aborting it stops reading; the answer goes on on the server. Default: none. */
  signal?: AbortSignal;
}

function failureOf(input: unknown): SppockError {
  const failure = toFailure(input);
  return new SppockError(failure, sendMessageErrorMessage(failure));
}

/**
 * The conversation's answer in flight, from its `start` to its `finish` (or `error`): the parts
 * already sent, then the rest as it arrives. Yields nothing when no answer is in flight (none
 * started, or it ended and is in the conversation). Another person's conversation throws the
 * server's 404 ('Sessão não encontrada').
 */
export async function* resumeAnswer(
  client: Pick<SppockClient, 'api'>,
  sessionId: string,
  options: ResumeAnswerOptions = {},
): AsyncGenerator<ChatStreamPart> {
  let result: Awaited<ReturnType<typeof client.api.GET>>;
  try {
    result = await client.api.GET('/api/agents/sessions/{session_id}/stream/', {
      params: { path: { session_id: sessionId } },
      headers: { accept: 'text/event-stream' },
      parseAs: 'stream',
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') {
      throw error;
    }
    throw failureOf(error);
  }
  const { response } = result;
  if (response.status === 204) {
    return;
  }
  if (!response.ok || !response.body) {
    throw failureOf(result);
  }
  yield* readChatStream(response.body as ReadableStream<Uint8Array>);
}

/**
 * Stops the conversation's answer in flight, whichever tab or server node it runs on: the part
 * generated is stored, marked `stopped`, and every reader gets the `finish` with `stopped: true`.
 * False when no answer was in flight.
 */
export async function stopAnswer(client: Pick<SppockClient, 'api'>, sessionId: string): Promise<boolean> {
  const result = await client.api
    .DELETE('/api/agents/sessions/{session_id}/stream/', { params: { path: { session_id: sessionId } } })
    .catch((error: unknown) => {
      throw failureOf(error);
    });
  if (!result.data) {
    throw failureOf(result);
  }
  return result.data.stopped;
}
