// The recordings of the answers in flight, in memory and on Redis (two stores on one prefix are
// two nodes): a reader replays from the first part and follows live to the end, a stop reaches
// the node that records, an ended or oversized answer is no longer resumable.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '../../test/env.ts';
import {
  type AnswerFollow,
  type AnswerStreamStore,
  MemoryAnswerStreams,
  RECORDED_BYTES,
  RedisAnswerStreams,
} from './answer-streams.ts';

async function read(parts: AnswerFollow | null): Promise<string[]> {
  const seen: string[] = [];
  for await (const part of parts ?? []) {
    seen.push(part);
  }
  return seen;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

/** The same behaviour from `writer` (the node generating) and `reader` (any node). */
function suite(writer: AnswerStreamStore, reader: AnswerStreamStore) {
  it('quem chega no meio recebe desde a primeira parte e segue ao vivo até o fim', async () => {
    const session = randomUUID();
    const recorder = await writer.begin(session, randomUUID());
    await recorder.append('{"n":1}');
    await recorder.append('{"n":2}');
    const early = read(await reader.follow(session));
    await recorder.append('{"n":3}');
    await tick();
    const late = read(await reader.follow(session));
    await recorder.append('{"n":4}');
    await recorder.end();
    const all = ['{"n":1}', '{"n":2}', '{"n":3}', '{"n":4}'];
    expect(await early).toEqual(all);
    expect(await late).toEqual(all);
    // Ended: nothing in flight any more.
    expect(await reader.follow(session)).toBeNull();
    expect(await reader.stop(session)).toBe(false);
  });

  it('sem resposta em andamento: null e parar responde false', async () => {
    expect(await reader.follow(randomUUID())).toBeNull();
    expect(await reader.stop(randomUUID())).toBe(false);
  });

  it('parar em qualquer nó chega ao nó que gera a resposta', async () => {
    const session = randomUUID();
    const recorder = await writer.begin(session, randomUUID());
    await recorder.append('{"n":1}');
    expect(recorder.stopSignal.aborted).toBe(false);
    expect(await reader.stop(session)).toBe(true);
    await expect.poll(() => recorder.stopSignal.aborted, { timeout: 2000 }).toBe(true);
    await recorder.end();
  });

  it('um leitor que sai (aba fechada) não atrapalha a resposta nem os outros leitores', async () => {
    const session = randomUUID();
    const recorder = await writer.begin(session, randomUUID());
    await recorder.append('{"n":1}');
    const leaving = new AbortController();
    const gone = read(await reader.follow(session, leaving.signal));
    const staying = read(await reader.follow(session));
    await tick();
    leaving.abort();
    await recorder.append('{"n":2}');
    await recorder.end();
    expect(await gone).toEqual(['{"n":1}']);
    expect(await staying).toEqual(['{"n":1}', '{"n":2}']);
  });

  it(`passando de ${RECORDED_BYTES} bytes a resposta deixa de ser retomável; quem já lia recebe tudo`, async () => {
    const session = randomUUID();
    const recorder = await writer.begin(session, randomUUID());
    const big = `"${'a'.repeat(RECORDED_BYTES / 4)}"`;
    await recorder.append(big);
    const following = read(await reader.follow(session));
    await tick();
    for (let i = 0; i < 4; i += 1) {
      await recorder.append(big);
    }
    expect(await reader.follow(session)).toBeNull();
    await recorder.end();
    expect(await following).toHaveLength(5);
  });
}

describe('respostas em andamento', () => {
  describe('em memória (um nó)', () => {
    const store = new MemoryAnswerStreams();
    afterAll(() => store.close());
    suite(store, store);
  });

  describe('no Redis (127.0.0.1:6379, prefixo aleatório, dois nós)', () => {
    const prefix = `sppock-test:${randomBytes(6).toString('hex')}:`;
    const a = new RedisAnswerStreams(TEST_REDIS_URL, prefix);
    const b = new RedisAnswerStreams(TEST_REDIS_URL, prefix);
    afterAll(async () => {
      await a.close();
      await b.close();
    });
    suite(a, b);
  });
});
