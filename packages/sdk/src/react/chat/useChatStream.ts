// useChatStream: one streamed answer at a time, accumulated for a chat screen — the text as it
// arrives, the Commander's decision as soon as it is made, the status, and stop(). The text is
// also a small store of its own, so a long screen can leave each token to the one component that
// shows it (`rerenderOnText: false` with `useChatStreamText`).
import {
  type ChatAnswerMetadata,
  type ChatClarification,
  type ChatJobProgress,
  type ChatOrchestration,
  type StreamMessageInput,
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
  /** After a 429 (spec 2 §9 spacing): the seconds the server asked to wait, else null. */
  retryAfter: number | null;
}

const INITIAL: ChatStreamState = {
  status: 'idle',
  text: '',
  orchestration: null,
  clarification: null,
  job: null,
  metadata: null,
  error: null,
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

/**
 * Sends messages as streams through the client of `<SppockProvider>`. `send` ignores a call while
 * an answer is on its way (spec 2 §4: one send at a time); `stop` ends the answer, which the
 * server keeps as far as it got.
 */
export function useChatStream({ rerenderOnText = true }: UseChatStreamOptions = {}) {
  const { api } = useSppock();
  const [state, setState] = useState<ChatStreamState>(INITIAL);
  const [textSource] = useState(createTextSource);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    async (input: StreamMessageInput): Promise<ChatStreamState> => {
      if (controller.current) {
        return state;
      }
      const current = new AbortController();
      controller.current = current;
      let next: ChatStreamState = { ...INITIAL, status: 'submitted' };
      const publish = (patch: Partial<ChatStreamState>, textOnly = false) => {
        next = { ...next, ...patch };
        textSource.set(next.text);
        if (rerenderOnText || !textOnly) {
          setState(next);
        }
      };
      publish({});
      try {
        for await (const part of streamMessage({ api }, input, { signal: current.signal })) {
          // Stopped: leave at once, whatever the transport still delivers.
          if (current.signal.aborted) {
            break;
          }
          switch (part.type) {
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
              publish({ status: 'ready', metadata: part.messageMetadata ?? null });
              break;
            case 'error':
              publish({ status: 'error', error: part.errorText });
              break;
            default:
              break;
          }
        }
        if (next.status === 'submitted' || next.status === 'streaming') {
          publish({ status: current.signal.aborted ? 'stopped' : 'ready' });
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
    [api, state, rerenderOnText, textSource],
  );

  const stop = useCallback(() => {
    controller.current?.abort();
  }, []);

  const reset = useCallback(() => {
    controller.current?.abort();
    textSource.set('');
    setState(INITIAL);
  }, [textSource]);

  return { ...state, textSource: textSource as ChatStreamTextSource, send, stop, reset };
}
