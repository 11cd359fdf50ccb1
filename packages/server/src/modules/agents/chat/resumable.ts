// Answers that survive a reload (issue 29 item 4): the answer's UI message stream runs apart from
// the request that asked for it, and each part is recorded in the answer streams
// (`infra/answer-streams.ts`). The request's own response is one reader; a reload, a second tab
// or a reconnection after a drop is another (`followAnswer`). Closing a connection stops nothing:
// only a stop of the session (`stopAnswer`, from any tab and node) aborts the model call.
import { UI_MESSAGE_STREAM_HEADERS, type UIMessageChunk } from 'ai';
import type { AnswerFollow } from '../../../infra/answer-streams.ts';
import type { Services } from '../../../services.ts';

/** The session's id, told in the `start` part so a client can follow or stop an answer it just asked for. */
export interface AnswerStartMetadata {
  session_id: string;
}

/**
 * Runs `generate` and records its parts as the session's answer in flight; the response streams
 * them to the caller. `generate` gets the signal of a stop; if the recording cannot start (Redis
 * down), the answer still streams, stopped by `fallbackStop` (the caller's connection) as before.
 */
export async function recordedAnswer(
  services: Services,
  { sessionId, streamId, fallbackStop }: { sessionId: string; streamId: string; fallbackStop: AbortSignal },
  generate: (stopSignal: AbortSignal) => ReadableStream<UIMessageChunk>,
): Promise<Response> {
  let recorder: Awaited<ReturnType<Services['answerStreams']['begin']>>;
  try {
    recorder = await services.answerStreams.begin(sessionId, streamId);
  } catch (error) {
    services.log.error({ err: error }, 'Falha ao gravar a resposta para retomada');
    return uiMessageStreamResponse(generate(fallbackStop));
  }
  const [recorded, sent] = generate(recorder.stopSignal).tee();
  services.background.run('answer-stream', async () => {
    const reader = recorded.getReader();
    let failed = false;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          return;
        }
        await recorder.append(JSON.stringify(value)).catch((error: unknown) => {
          // The answer goes on for the reader that asked for it; only its replay is incomplete.
          if (!failed) {
            failed = true;
            services.log.error({ err: error }, 'Falha ao gravar parte da resposta para retomada');
          }
        });
      }
    } finally {
      await recorder.end();
    }
  });
  return uiMessageStreamResponse(sent);
}

function chunksOf(parts: AnswerFollow): ReadableStream<UIMessageChunk> {
  const iterator = parts[Symbol.asyncIterator]();
  return new ReadableStream<UIMessageChunk>({
    async pull(controller) {
      const { done, value } = await iterator.next();
      if (done) {
        controller.close();
      } else {
        controller.enqueue(JSON.parse(value) as UIMessageChunk);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/**
 * The session's answer in flight from its first part, then live until its end, as the same UI
 * message stream the send answered with; null when no answer is in flight.
 */
export async function followAnswer(
  services: Services,
  sessionId: string,
  signal: AbortSignal,
): Promise<Response | null> {
  const parts = await services.answerStreams.follow(sessionId, signal);
  return parts ? uiMessageStreamResponse(chunksOf(parts)) : null;
}

/** Stops the session's answer in flight wherever it runs; false when none is. */
export function stopAnswer(services: Services, sessionId: string): Promise<boolean> {
  return services.answerStreams.stop(sessionId);
}

/**
 * The UI message stream as the AI SDK's `createUIMessageStreamResponse` sends it (its headers; each
 * part as `data: <JSON>\n\n`, then `data: [DONE]\n\n`), with the parts that come out together
 * written together: a provider's network read carries several deltas, and each write to the
 * socket is a system call and a chunk of its own (issue 28: the stream cost 3 ms more than the
 * same answer as JSON). What is pending goes out when the event loop turns, so nothing waits on a
 * later part.
 */
export function uiMessageStreamResponse(stream: ReadableStream<UIMessageChunk>): Response {
  const encoder = new TextEncoder();
  let pending = '';
  let open = true;
  let scheduled = false;
  const flushPending = (controller: TransformStreamDefaultController<Uint8Array>) => {
    scheduled = false;
    if (pending !== '' && open) {
      controller.enqueue(encoder.encode(pending));
    }
    pending = '';
  };
  const sse = new TransformStream<UIMessageChunk, Uint8Array>({
    transform(part, controller) {
      pending += `data: ${JSON.stringify(part)}\n\n`;
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          try {
            flushPending(controller);
          } catch {
            // The reader went away (the client closed the connection): nothing is left to send.
          }
        });
      }
    },
    flush(controller) {
      pending += 'data: [DONE]\n\n';
      flushPending(controller);
      open = false;
    },
    cancel() {
      open = false;
    },
  });
  return new Response(stream.pipeThrough(sse), { headers: UI_MESSAGE_STREAM_HEADERS });
}
