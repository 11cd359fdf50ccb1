import { createContext, use, useSyncExternalStore } from 'react';

/** Whether an answer is on its way, kept outside React's tree (see {@link AnswerPendingContext}). */
export interface AnswerPendingStore {
  get(): boolean;
  set(pending: boolean): void;
  subscribe(listener: () => void): () => void;
}

export function createAnswerPendingStore(): AnswerPendingStore {
  let pending = false;
  const listeners = new Set<() => void>();
  return {
    get: () => pending,
    set(next) {
      if (next !== pending) {
        pending = next;
        for (const listener of listeners) {
          listener();
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * True while an answer is on its way (ChatMessageList keeps it): the messages' version arrows
 * wait and an edit being written steps aside until the answer ends. Not a prop of each message,
 * so sending and receiving an answer render these few parts, not every message with its markdown
 * and buttons (issue 28: no long task when an answer is appended). A store the context hands out,
 * not the value itself: a context whose value changes makes React walk the whole list below it
 * looking for readers (8 ms of each append at 4× CPU slowdown); the store tells its readers alone.
 */
export const AnswerPendingContext = createContext<AnswerPendingStore>(createAnswerPendingStore());

/** Whether an answer is on its way in the list around (false outside one). */
export function useAnswerPending(): boolean {
  const store = use(AnswerPendingContext);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
