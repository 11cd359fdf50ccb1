// Demo accounts (published passwords) and the dev outbox (codes, reset links) exist only with the
// explicit development opt-in on a loopback host; a production start disables any demo account
// left in its database.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase, PRODUCTION_ENV, startTestServer, type TestDatabase } from '../test/harness.ts';
import { isLoopbackHost, loadConfig } from './config.ts';
import { DEMO_ACCOUNTS } from './seed.ts';

const demo = DEMO_ACCOUNTS[0] ?? { email: '', password: '' };
const loginAsDemo = (server: Awaited<ReturnType<typeof startTestServer>>) =>
  server.request('POST', '/api/accounts/token/', { body: { email: demo.email, password: demo.password } });

describe('opção de desenvolvimento SPPOCK_DEMO', () => {
  it('vale só com SPPOCK_DEMO=1, fora de produção e num endereço de loopback', () => {
    const base = { JWT_SECRET: randomBytes(32).toString('hex') };
    expect(loadConfig({ ...base }).demo).toBe(false);
    expect(loadConfig({ ...base, SPPOCK_DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ ...base, SPPOCK_DEMO: 'true' }).demo).toBe(false);
    expect(loadConfig({ ...base, SPPOCK_DEMO: '1', HOST: '0.0.0.0' }).demo).toBe(false);
    expect(loadConfig({ ...base, SPPOCK_DEMO: '1', HOST: '192.168.0.10' }).demo).toBe(false);
    expect(loadConfig({ ...base, SPPOCK_DEMO: '1', HOST: '::1' }).demo).toBe(true);
    const production = { ...base, ...PRODUCTION_ENV, NODE_ENV: 'production', SPPOCK_DEMO: '1' };
    expect(loadConfig({ ...production, HOST: '127.0.0.1' }).demo).toBe(false);
  });

  it('reconhece os endereços de loopback', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]']) {
      expect(isLoopbackHost(host)).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '10.0.0.5', 'sppock.com.br', '127.0.0.1.example.com']) {
      expect(isLoopbackHost(host)).toBe(false);
    }
  });

  it('sem a opção: sem /__dev/outbox e sem contas de demonstração', async () => {
    const server = await startTestServer({ env: { SPPOCK_DEMO: '' } });
    try {
      expect(await server.request('GET', '/__dev/outbox')).toMatchObject({ status: 404 });
      expect(server.demoAccounts).toEqual([]);
      expect((await loginAsDemo(server)).status).toBe(401);
    } finally {
      await server.close();
    }
  });

  it('com a opção mas ouvindo na rede: também não', async () => {
    const server = await startTestServer({ env: { SPPOCK_DEMO: '1', HOST: '0.0.0.0' } });
    try {
      expect(await server.request('GET', '/__dev/outbox')).toMatchObject({ status: 404 });
      expect(server.demoAccounts).toEqual([]);
      expect((await loginAsDemo(server)).status).toBe(401);
    } finally {
      await server.close();
    }
  });
});

describe('início em produção', () => {
  let database: TestDatabase | undefined;
  afterAll(async () => {
    await database?.close();
  });

  it('desativa as contas de demonstração que ficaram no banco e encerra as sessões delas', async () => {
    database = await openTestDatabase();
    const development = await startTestServer({ database, env: { SPPOCK_DEMO: '1' } });
    const login = await loginAsDemo(development);
    expect(login.status).toBe(200);
    await development.close();

    const production = await startTestServer({ database, env: { NODE_ENV: 'production', SPPOCK_DEMO: '1' } });
    try {
      expect(production.demoAccounts).toEqual([]);
      expect((await loginAsDemo(production)).status).toBe(401);
      const profile = await production.request('GET', '/api/accounts/users/profile/', {
        token: login.body.access as string,
      });
      expect(profile.status).toBe(401);
      expect(await production.request('GET', '/__dev/outbox')).toMatchObject({ status: 404 });
    } finally {
      await production.close();
    }
  });
});
