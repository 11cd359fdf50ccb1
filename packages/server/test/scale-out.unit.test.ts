// Two API nodes on one database and one Redis, as behind a load balancer: sessions, throttles
// and the version of each person's plan (the plan each node keeps) are shared, whichever node
// answers.
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

  it('um plano guardado num nó muda quando o outro nó muda o plano', async () => {
    const user = await a.signup();
    const send = () =>
      a.request<{ success: boolean }>('POST', '/api/agents/content_ideas/api/', {
        token: user.access,
        body: { action: 'send_message', message: 'Ideias de posts para a padaria', location: 'Brasil' },
      });
    // Node a reads (and keeps) the Free plan: the Pro agent is refused.
    expect((await send()).status).toBe(403);
    const upgraded = await b.request('POST', '/payments/upgrade/', {
      token: user.access,
      body: { plan_type: 'professional' },
    });
    expect(upgraded.status).toBe(200);
    // Same clock, so only the version moved by node b can tell node a its plan is old.
    expect(await send()).toMatchObject({ status: 200, body: { success: true } });
  });
});
