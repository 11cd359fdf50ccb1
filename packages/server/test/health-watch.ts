// Another client of the server while a test's request runs: it asks for /healthz every few
// milliseconds and keeps the longest wait, from the moment a poll was due to its answer. Work
// that holds the event loop shows as a long wait whichever poll it falls on (the one in flight,
// or the next one, whose timer fires late).
import { setTimeout as sleep } from 'node:timers/promises';
import { preloadTokenizer } from '../src/modules/llm/tokens.ts';
import type { TestServer } from './harness.ts';

export interface HealthWatch {
  /** Stops polling; the longest wait in milliseconds and the number of polls answered. */
  stop(): Promise<{ longestMs: number; polls: number }>;
}

/**
 * Starts polling. The tokenizer is loaded first, as `npm start` does before it listens: its
 * one-time load is not what these tests measure.
 */
export function watchHealth(server: Pick<TestServer, 'app'>, everyMs = 20): HealthWatch {
  preloadTokenizer();
  let stopped = false;
  let longestMs = 0;
  let polls = 0;
  const polling = (async () => {
    let due = performance.now();
    while (!stopped) {
      const reply = await server.app.inject({ method: 'GET', url: '/healthz' });
      if (reply.statusCode !== 200) {
        throw new Error(`/healthz respondeu ${reply.statusCode}`);
      }
      longestMs = Math.max(longestMs, performance.now() - due);
      polls += 1;
      due = performance.now() + everyMs;
      await sleep(everyMs);
      // A timer held past stop() by a blocked event loop is a wait too, not a poll that never was.
      longestMs = Math.max(longestMs, performance.now() - due);
    }
  })();
  return {
    async stop() {
      stopped = true;
      await polling;
      return { longestMs, polls };
    },
  };
}

/** Letters that repeat no pattern the tokenizer could cache: the worst case for counting them. */
export function oneLongWord(length: number, seed = 7): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const out = new Array<string>(length);
  let state = seed;
  for (let i = 0; i < length; i += 1) {
    // A 32-bit linear congruential generator: the same word on every run.
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    out[i] = letters[state % 26] as string;
  }
  return out.join('');
}

/** Words of 3 to 10 random letters, none repeated on purpose: every word is a term of its own. */
export function randomWords(length: number, seed = 11): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const words: string[] = [];
  let state = seed;
  const next = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state;
  };
  for (let total = 0; total < length; ) {
    const size = 3 + (next() % 8);
    let word = '';
    for (let i = 0; i < size; i += 1) {
      word += letters[next() % 26];
    }
    words.push(word);
    total += size + 1;
  }
  return words.join(' ').slice(0, length);
}
