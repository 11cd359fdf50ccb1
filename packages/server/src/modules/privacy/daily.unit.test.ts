// The daily privacy run once a day across the nodes: the first node to claim the day's window in
// the shared limiter runs it, the others skip until the window ends.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '../../../test/env.ts';
import { DAY, HOUR, ManualClock } from '../../clock.ts';
import { MemoryRateLimiter, RedisRateLimiter } from '../../infra/rate-limit.ts';
import { claimDailyRun } from './daily.ts';

describe('rotina diária de privacidade: uma vez por dia', () => {
  it('num processo: a primeira verificação do dia roda, as de hora em hora seguintes não', async () => {
    const clock = new ManualClock();
    const limiter = new MemoryRateLimiter(clock);
    expect(await claimDailyRun(limiter)).toBe(true);
    for (let hour = 1; hour < 24; hour += 1) {
      clock.advance(HOUR);
      expect(await claimDailyRun(limiter)).toBe(false);
    }
    clock.advance(DAY - 23 * HOUR);
    expect(await claimDailyRun(limiter)).toBe(true);
  });

  describe('dois nós no mesmo Redis', () => {
    const prefix = `sppock-test:${randomBytes(6).toString('hex')}:`;
    const a = new RedisRateLimiter(TEST_REDIS_URL, prefix);
    const b = new RedisRateLimiter(TEST_REDIS_URL, prefix);
    afterAll(async () => {
      await a.close();
      await b.close();
    });

    it('verificando ao mesmo tempo, só um nó roda', async () => {
      const claims = await Promise.all([
        claimDailyRun(a),
        claimDailyRun(b),
        claimDailyRun(a),
        claimDailyRun(b),
      ]);
      expect(claims.filter(Boolean)).toHaveLength(1);
    });
  });
});
