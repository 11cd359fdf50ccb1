// Per-model limits hold across API nodes: two servers on one database and one Redis count the
// same model's requests in the same window (LiteLLM's users complain that its limits do not).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '../../../test/env.ts';
import { startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';
import { MINUTE } from '../../clock.ts';
import { users } from '../accounts/schema.ts';

const JWT_SECRET = randomBytes(32).toString('hex');
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  const redisPrefix = `sppock-test:${randomBytes(6).toString('hex')}:`;
  const env = { REDIS_URL: TEST_REDIS_URL, JWT_SECRET };
  a = await startTestServer({ env, redisPrefix });
  b = await startTestServer({ env, redisPrefix, database: a.database, clock: a.clock });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('limites por modelo com Redis', () => {
  it('o limite por minuto vale somando os dois nós', async () => {
    const admin = await a.signup();
    await a.services.db.update(users).set({ isSuperuser: true }).where(eq(users.id, admin.id));
    const set = await a.request('PUT', '/api/agents/llm/models/sppock-offline/limits/', {
      token: admin.access,
      body: {
        requests_per_minute: 2,
        tokens_per_minute: null,
        requests_per_day: null,
        tokens_per_day: null,
        tier: null,
      },
    });
    expect(set.status).toBe(200);
    const start = a.clock.now().getTime();
    a.clock.advance(MINUTE - (start % MINUTE) + 1_000);
    const people: TestUser[] = [await a.signup(), await a.signup(), await a.signup()];
    const send = (server: TestServer, user: TestUser) =>
      server.request<{ error?: string }>('POST', '/api/agents/chatsppock/api/', {
        token: user.access,
        body: { action: 'send_message', message: 'Escreva um e-mail curto de agradecimento a um cliente.' },
      });
    const statuses = [
      (await send(a, people[0] as TestUser)).status,
      (await send(b, people[1] as TestUser)).status,
    ];
    const third = await send(b, people[2] as TestUser);
    expect([...statuses, third.status]).toEqual([200, 200, 429]);
    expect(third.body.error).toContain('limite de 2 requisições por minuto');
    const figures = await a.request<{ limits: Record<string, Record<string, number>> }>(
      'GET',
      '/api/agents/llm/rate-limits/',
      { token: admin.access },
    );
    expect(figures.body.limits['sppock-offline']).toMatchObject({
      current_minute_requests: 2,
      minute_request_limit: 2,
    });
  });
});
