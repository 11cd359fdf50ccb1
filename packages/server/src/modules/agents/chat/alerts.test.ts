// Usage alerts at 80 % and 100 % of the cycle's tokens: one bell notification each, an e-mail
// when `usage_alerts` is on, once per threshold per cycle.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../../../test/harness.ts';
import { notificationPreferences } from '../../accounts/schema.ts';
import { llmCalls } from '../../metering/schema.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function spend(user: TestUser, tokens: number) {
  await server.services.db.insert(llmCalls).values({
    userId: user.id,
    agent: 'chatsppock',
    provider: 'offline',
    model: 'sppock-offline',
    inputTokens: tokens,
    outputTokens: 0,
    outcome: 'ok',
    createdAt: server.clock.now(),
  });
}

async function say(user: TestUser, message: string) {
  server.clock.advance(3000);
  const reply = await server.request('POST', '/api/agents/chatsppock/api/', {
    token: user.access,
    body: { action: 'send_message', message, location: 'Brasil' },
  });
  expect(reply.status).toBe(200);
}

async function bell(user: TestUser) {
  const reply = await server.request<{ notifications: { title: string; notification_type: string }[] }>(
    'GET',
    '/api/support/notifications/',
    { token: user.access },
  );
  return reply.body.notifications.filter((n) => n.notification_type === 'usage_alert').map((n) => n.title);
}

describe('alertas de uso', () => {
  it('80 % e 100 %: um aviso no sino e um e-mail cada, uma vez por ciclo', async () => {
    const user = await server.signup();
    await say(user, 'Bom dia!');
    expect(await bell(user)).toEqual([]);
    await spend(user, 80_000);
    await say(user, 'Bom dia de novo!');
    expect(await bell(user)).toEqual(['Você usou 80% dos tokens do plano']);
    await say(user, 'Mais uma pergunta rápida.');
    expect(await bell(user)).toEqual(['Você usou 80% dos tokens do plano']);
    await spend(user, 20_000);
    await say(user, 'Última pergunta.');
    expect((await bell(user)).sort()).toEqual([
      'Limite de tokens atingido',
      'Você usou 80% dos tokens do plano',
    ]);
    const mails = (await server.outbox(user.email)).filter((m) => m.subject?.includes('tokens'));
    expect(mails.map((m) => m.subject)).toEqual([
      'Sppock: 80% dos tokens do plano usados',
      'Sppock: limite de tokens do plano atingido',
    ]);
  });

  it('com usage_alerts desligado: só o sino, sem e-mail', async () => {
    const user = await server.signup();
    await server.services.db
      .insert(notificationPreferences)
      .values({ userId: user.id, usageAlerts: false })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: { usageAlerts: false } });
    await spend(user, 85_000);
    await say(user, 'Bom dia!');
    expect(await bell(user)).toEqual(['Você usou 80% dos tokens do plano']);
    const mails = (await server.outbox(user.email)).filter((m) => m.subject?.includes('tokens'));
    expect(mails).toEqual([]);
    const [prefs] = await server.services.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, user.id));
    expect(prefs?.usageAlerts).toBe(false);
  });
});
