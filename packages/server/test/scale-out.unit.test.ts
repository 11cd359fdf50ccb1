// Two API nodes on one database and one Redis, as behind a load balancer: sessions and
// throttles are shared, whichever node answers.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../src/modules/accounts/messages.ts';
import { TEST_REDIS_URL } from './env.ts';
import { PASSWORD, startTestServer, type TestServer } from './harness.ts';

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

describe('dois nós com Redis', () => {
  it('health diz que os limites estão no Redis', async () => {
    expect((await a.request('GET', '/healthz')).body).toMatchObject({ queue: 'redis' });
  });

  it('um token emitido num nó vale no outro, e a rotação é única', async () => {
    const user = await a.signup();
    expect((await b.request('GET', '/api/accounts/users/profile/', { token: user.access })).status).toBe(200);
    const rotated = await b.request('POST', '/api/accounts/token/refresh/', {
      body: { refresh: user.refresh },
    });
    expect(rotated.status).toBe(200);
    const reuse = await a.request('POST', '/api/accounts/token/refresh/', {
      body: { refresh: user.refresh },
    });
    expect(reuse.status).toBe(401);
  });

  it('falhas de login num nó contam no outro', async () => {
    const user = await a.signup();
    for (let i = 0; i < 5; i++) {
      const node = i % 2 === 0 ? a : b;
      const reply = await node.request('POST', '/api/accounts/token/', {
        body: { email: user.email, password: `Errada&${i}xx` },
      });
      expect(reply.status).toBe(401);
    }
    const blocked = await b.request('POST', '/api/accounts/token/', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(blocked).toMatchObject({ status: 429, body: { detail: M.loginThrottled } });
  });
});
