// useChatStream: one streamed answer at a time, accumulated for a chat screen — the text as it
// arrives, the Commander's decision as soon as it is made, the status, and stop(). The text is
// also a small store of its own, so a long screen can leave each token to the one component that
// shows it (`rerenderOnText: false` with `useChatStreamText`).
import { SppockError } from '@sppock/sdk';
import {
  type ChatAnswerMetadata,
  type ChatClarification,
  type ChatJobProgress,
  type ChatOrchestration,
  type ChatStreamPart,
  type CustomAgentStreamInput,
  resumeAnswer,
  type StreamMessageInput,
  stopAnswer,
  streamCustomAgentMessage,
  streamMessage,
} from '@sppock/sdk/chat';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useSppock } from '../SppockProvider';

/** idle → submitted (sent, nothing back yet) → streaming → ready | stopped | error. */
export type ChatStreamStatus = 'idle' | 'submitted' | 'streaming' | 'ready' | 'stopped' | 'error';

export interface ChatStreamState {
  status: ChatStreamStatus;
  /** The answer's text so far. */
  text: string;
  /** The Commander's decision (agent, confidence, description), once announced. */
  orchestration: ChatOrchestration | null;
  /** The Commander's question back and its two choices, when the answer is one; else null. */
  clarification: ChatClarification | null;
  /** A long run's latest progress (LeadFinder, DataBuilder), else null. */
  job: ChatJobProgress | null;
  /** Ids, tokens and cost, once the answer finished. */
  metadata: ChatAnswerMetadata | null;
  /** The pt-BR message of a refusal or a failure. */
  error: string | null;
  /** The conversation the answer belongs to, once its `start` names it (a new one included), else null. */
  sessionId: string | null;
  /** After a 429 (spec 2 §9 spacing): the seconds the server asked to wait, else null. */
  retryAfter: number | null;
}

/** The answer ended while the connection was down: it is stored, and shows with the conversation. */
export const ANSWER_ENDED_WHILE_AWAY =
  'A conexão caiu e a resposta terminou nesse meio-tempo: abra a conversa de novo para vê-la inteira.';

const INITIAL: ChatStreamState = {
  status: 'idle',
  text: '',
  orchestration: null,
  clarification: null,
  job: null,
  metadata: null,
  error: null,
  sessionId: null,
  retryAfter: null,
};

/** The answer's text as it arrives, read with `useChatStreamText`. */
export interface ChatStreamTextSource {
  subscribe(listener: () => void): () => void;
  getText(): string;
}

export interface UseChatStreamOptions {
  /**
   * Render the hook's owner again with each piece of text. `false`: `text` changes with the status
   * only (the whole answer once it ends), and the component that shows the answer reads it as it
   * arrives with `useChatStreamText(stream.textSource)`. @default true
   */
  rerenderOnText?: boolean;
  /**
   * After the network drops mid-answer, follow the answer again (the server goes on generating
   * it), up to 5 times with a growing wait. @default false
   */
  resume?: boolean;
}

export interface ResumeOptions {
  /** Called when an answer is in flight, before its first part shows (e.g. to show a placeholder). Default: none. */
  onFirstPart?: () => void;
}

/** The text so far, outside React state: its readers render with each piece, not the hook's owner. */
function createTextSource() {
  let text = '';
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getText: () => text,
    set(next: string) {
      if (next !== text) {
        text = next;
        for (const listener of listeners) {
          listener();
        }
      }
    },
  };
}

/** The text of the answer on its way, rendered again with each piece (see `rerenderOnText`). */
export function useChatStreamText(source: ChatStreamTextSource): string {
  return useSyncExternalStore(source.subscribe, source.getText, source.getText);
}

/** How many times a dropped answer is followed again before the hook gives up. */
const REATTACH_ATTEMPTS = 5;

/** The wait before the `attempt`-th reattachment: 0.5 s, 1 s, 2 s, then 4 s. */
function reattachDelay(attempt: number, signal: AbortSignal): Promise<void> {
  const ms = Math.min(4000, 250 * 2 ** attempt);
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** How long stop() waits for the server's stopped finish before it stops reading on its own. */
const STOP_FALLBACK_MS = 5000;

/**
 * Sends messages as streams through the client of `<SppockProvider>` (to an agent with `send`, to
 * a custom agent with `sendToCustomAgent`). Either ignores a call while
 * an answer is on its way (spec 2 §4: one send at a time); `stop` ends the answer, which the
 * server keeps as far as it got, from whichever tab; `resume(sessionId)` follows a conversation's
 * answer still on its way (after a reload, in a second tab).
 */
export function useChatStream({
  rerenderOnText = true,
  resume: reattach = false,
}: UseChatStreamOptions = {}) {
  const { api } = useSppock();
  const [state, setState] = useState<ChatStreamState>(INITIAL);
  const [textSource] = useState(createTextSource);
  const controller = useRef<AbortController | null>(null);
  /** The conversation of the answer on its way, once known (sent with it, or told by its start). */
  const session = useRef<string | null>(null);
  /** Whether the answer's `start` arrived, and whether a stop waits for its conversation. */
  const started = useRef(false);
  const stopWanted = useRef(false);

  // Leaving the screen stops reading; the answer goes on on the server (a reload follows it again).
  useEffect(() => () => controller.current?.abort(), []);

  /** Asks the server to stop the answer: every tab then gets its stopped finish. */
  const stopOnServer = useCallback(
    (current: AbortController, sessionId: string) => {
      const fallback = setTimeout(() => current.abort(), STOP_FALLBACK_MS);
      current.signal.addEventListener('abort', () => clearTimeout(fallback), { once: true });
      stopAnswer({ api }, sessionId)
        .then((stopped) => {
          if (!stopped) {
            current.abort();
          }
        })
        .catch(() => current.abort());
    },
    [api],
  );

  const follow = useCallback(
    async (
      open: (signal: AbortSignal) => AsyncGenerator<ChatStreamPart>,
      sessionId: string | null,
      resuming: { onFirstPart?: () => void } | null,
    ): Promise<ChatStreamState> => {
      if (controller.current) {
        return state;
      }
      const current = new AbortController();
      controller.current = current;
      session.current = sessionId;
      started.current = false;
      stopWanted.current = false;
      let next: ChatStreamState = { ...INITIAL, status: 'submitted' };
      const publish = (patch: Partial<ChatStreamState>, textOnly = false) => {
        next = { ...next, ...patch };
        textSource.set(next.text);
        if (rerenderOnText || !textOnly) {
          setState(next);
        }
      };
      if (!resuming) {
        publish({});
      }
      let parts = open(current.signal);
      let reattached = false;
      let attempts = 0;
      let received = false;
      try {
        for (;;) {
          try {
            for await (const part of parts) {
              // Stopped: leave at once, whatever the transport still delivers.
              if (current.signal.aborted) {
                break;
              }
              if (!received && resuming) {
                resuming.onFirstPart?.();
                publish({});
              }
              received = true;
              attempts = 0;
              switch (part.type) {
                case 'start': {
                  started.current = true;
                  const told = part.messageMetadata?.session_id;
                  if (told) {
                    session.current = told;
                    if (next.sessionId !== told) {
                      publish({ sessionId: told });
                    }
                    if (stopWanted.current) {
                      stopOnServer(current, told);
                    }
                  }
                  // A followed answer is replayed from its first part: its text is built again.
                  if (next.text !== '') {
                    publish({ text: '' });
                  }
                  break;
                }
                case 'data-orchestration':
                  publish({ orchestration: part.data });
                  break;
                case 'data-clarification':
                  publish({ clarification: part.data });
                  break;
                case 'data-job':
                  publish({ job: part.data });
                  break;
                case 'text-delta':
                  publish({ status: 'streaming', text: next.text + part.delta }, next.status === 'streaming');
                  break;
                case 'finish':
                  publish({
                    status: part.messageMetadata?.stopped ? 'stopped' : 'ready',
                    metadata: part.messageMetadata ?? null,
                  });
                  break;
                case 'error':
                  publish({ status: 'error', error: part.errorText });
                  break;
                default:
                  break;
              }
            }
            break;
          } catch (error) {
            // The network dropped mid-answer: the server goes on with it, so it is followed again.
            // A refusal of the server (SppockError) or a stop is no drop.
            const dropped =
              reattach &&
              !current.signal.aborted &&
              !(error instanceof SppockError) &&
              session.current !== null &&
              (next.status === 'submitted' || next.status === 'streaming') &&
              attempts < REATTACH_ATTEMPTS;
            if (!dropped || session.current === null) {
              throw error;
            }
            attempts += 1;
            await reattachDelay(attempts, current.signal);
            reattached = true;
            parts = resumeAnswer({ api }, session.current, { signal: current.signal });
          }
        }
        if (resuming && !received) {
          // Nothing in flight in this conversation.
          next = INITIAL;
        } else if (next.status === 'submitted' || next.status === 'streaming') {
          if (current.signal.aborted) {
            publish({ status: 'stopped' });
          } else if (reattached) {
            // It ended while the connection was down: the whole answer is in the conversation.
            publish({ status: 'error', error: ANSWER_ENDED_WHILE_AWAY });
          } else {
            publish({ status: 'ready' });
          }
        }
      } catch (error) {
        if (current.signal.aborted) {
          publish({ status: 'stopped' });
        } else {
          const retryAfter = (error as { retryAfter?: unknown }).retryAfter;
          publish({
            status: 'error',
            error: error instanceof Error ? error.message : String(error),
            retryAfter: typeof retryAfter === 'number' ? retryAfter : null,
          });
        }
      } finally {
        controller.current = null;
      }
      return next;
    },
    [api, state, rerenderOnText, textSource, reattach, stopOnServer],
  );

  const send = useCallback(
    (input: StreamMessageInput) =>
      follow((signal) => streamMessage({ api }, input, { signal }), input.session_id ?? null, null),
    [api, follow],
  );

  /** Sends to a custom agent (its chat, issue 21): the same answer, followed and stopped alike. */
  const sendToCustomAgent = useCallback(
    (input: CustomAgentStreamInput) =>
      follow(
        (signal) => streamCustomAgentMessage({ api }, input, { signal }),
        input.session_id ?? null,
        null,
      ),
    [api, follow],
  );

  /**
   * Follows the conversation's answer still on its way (a reload, a second tab): what was said,
   * then the rest. Resolves with the answer's end, or at once with the idle state when none is
   * in flight; `onFirstPart` is called when one is (before its first part shows).
   */
  const resume = useCallback(
    (sessionId: string, options: ResumeOptions = {}) =>
      follow((signal) => resumeAnswer({ api }, sessionId, { signal }), sessionId, options),
    [api, follow],
  );

  const stop = useCallback(() => {
    const current = controller.current;
    if (!current) {
      return;
    }
    if (session.current) {
      stopOnServer(current, session.current);
    } else if (started.current) {
      // A server that names no conversation: stop reading.
      current.abort();
    } else {
      // Sent, not started yet: the stop goes out as soon as the answer names its conversation.
      stopWanted.current = true;
      const fallback = setTimeout(() => current.abort(), STOP_FALLBACK_MS);
      current.signal.addEventListener('abort', () => clearTimeout(fallback), { once: true });
    }
  }, [stopOnServer]);

  const reset = useCallback(() => {
    controller.current?.abort();
    textSource.set('');
    setState(INITIAL);
  }, [textSource]);

  return {
    ...state,
    textSource: textSource as ChatStreamTextSource,
    send,
    sendToCustomAgent,
    resume,
    stop,
    reset,
  };
}
