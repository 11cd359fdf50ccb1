import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '../../test/env.ts';
import { ManualClock } from '../clock.ts';
import { MemoryRateLimiter, type RateLimiter, RedisRateLimiter } from './rate-limit.ts';

async function exercise(limiter: RateLimiter, advance: (ms: number) => Promise<void>) {
  expect(await limiter.peek('k')).toEqual({ count: 0, resetInMs: 0 });
  expect((await limiter.hit('k', 300)).count).toBe(1);
  const second = await limiter.hit('k', 300);
  expect(second.count).toBe(2);
  expect(second.resetInMs).toBeGreaterThan(0);
  expect(second.resetInMs).toBeLessThanOrEqual(300);
  expect((await limiter.peek('k')).count).toBe(2);
  expect((await limiter.peek('outra')).count).toBe(0);
  await limiter.reset('k');
  expect((await limiter.peek('k')).count).toBe(0);
  await limiter.hit('k', 300);
  await advance(350);
  expect((await limiter.peek('k')).count).toBe(0);
  expect((await limiter.hit('k', 300)).count).toBe(1);
}

describe('janelas de limite', () => {
  it('em processo', async () => {
    const clock = new ManualClock();
    const limiter = new MemoryRateLimiter(clock);
    await exercise(limiter, async (ms) => clock.advance(ms));
  });

  describe('no Redis (127.0.0.1:6379, prefixo aleatório)', () => {
    const prefix = `sppock-test:${randomBytes(6).toString('hex')}:`;
    const a = new RedisRateLimiter(TEST_REDIS_URL, prefix);
    const b = new RedisRateLimiter(TEST_REDIS_URL, prefix);
    afterAll(async () => {
      await a.close();
      await b.close();
    });

    it('conta, expira e zera', async () => {
      await exercise(a, (ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    });

    it('dois nós compartilham a mesma janela', async () => {
      await a.hit('compartilhada', 5_000);
      await b.hit('compartilhada', 5_000);
      expect((await a.peek('compartilhada')).count).toBe(2);
      await b.reset('compartilhada');
    });
  });
});
