import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { users } from './modules/accounts/schema.ts';
import { chatSessions } from './modules/conversations/schema.ts';
import { llmCalls } from './modules/metering/schema.ts';
import { DEMO_ACCOUNTS } from './seed.ts';

let server: TestServer;
let token: string;
const demo = DEMO_ACCOUNTS.find((account) => account.role === 'assinante');

beforeAll(async () => {
  server = await startTestServer();
  token = (await server.login(demo?.email ?? '', demo?.password ?? '')).access;
});
afterAll(async () => {
  await server?.close();
});

const get = <T = Record<string, unknown>>(path: string, as = token) =>
  server.request<T>('GET', path, { token: as }).then((reply) => reply.body);

describe('conta de demonstração do assinante', () => {
  it('tem uso real no ciclo atual do plano Professional, com uma conversa excluída que continua contando', async () => {
    const body = await get<{ usage: Record<string, number | boolean>; package_type: string }>(
      '/api/agents/chatsppock/api/usage/',
    );
    expect(body.package_type).toBe('professional');
    expect(body.usage).toMatchObject({
      conversations_this_month: 6,
      conversations_deleted: 1,
      active_conversations: 5,
      unlimited: false,
    });
    expect(body.usage.tokens_used_this_month).toBeGreaterThan(100_000);
    expect(body.usage.usage_percent).toBeGreaterThan(5);
  });

  it('tem cinco meses de histórico medido, e o histórico soma o que foi medido', async () => {
    const body = await get<{ historical_data: { tokens_consumed: number; conversations_created: number }[] }>(
      '/api/agents/chatsppock/api/usage/?historical=true',
    );
    const used = body.historical_data.filter((m) => m.tokens_consumed > 0);
    expect(used.length).toBeGreaterThanOrEqual(5);
    const [user] = await server.services.db
      .select()
      .from(users)
      .where(eq(users.email, demo?.email ?? ''));
    const [metered] = await server.services.db
      .select({ total: sql<string>`sum(${llmCalls.inputTokens} + ${llmCalls.outputTokens})` })
      .from(llmCalls)
      .where(eq(llmCalls.userId, user?.id ?? 0));
    expect(body.historical_data.reduce((sum, m) => sum + m.tokens_consumed, 0)).toBe(Number(metered?.total));
    expect(body.historical_data.reduce((sum, m) => sum + m.conversations_created, 0)).toBe(18);
  });

  it('lista conversas de vários agentes, que abrem e exportam', async () => {
    const body = await get<{
      conversations: { session_id: string; agent: string; status: string }[];
      total: number;
    }>('/api/agents/chatsppock/api/conversations/');
    expect(body.total).toBe(17);
    expect(new Set(body.conversations.map((c) => c.agent)).size).toBeGreaterThanOrEqual(8);
    expect(body.conversations[0]).toMatchObject({ agent: 'chatsppock', status: 'Ativa' });
    const first = body.conversations[0]?.session_id;
    const exported = await get<{ messages: unknown[] }>(
      `/api/agents/chatsppock/api/conversations/${first}/export/`,
    );
    expect(exported.messages).toHaveLength(2);
  });

  it('mostra atividades recentes e duas notificações não lidas', async () => {
    const activities = await get<{ activities: { title: string; relative_time: string }[] }>(
      '/api/agents/activities/recent/',
    );
    expect(activities.activities).toHaveLength(5);
    expect(activities.activities[0]).toEqual(
      expect.objectContaining({ title: 'Conteúdo gerado', relative_time: 'Agora mesmo' }),
    );
    const notifications = await get<{ unread_count: number; notifications: { title: string }[] }>(
      '/api/support/notifications/',
    );
    expect(notifications.unread_count).toBe(2);
    expect(notifications.notifications.map((n) => n.title)).toEqual([
      'Nova resposta do suporte',
      'Mensagem recebida',
    ]);
  });

  it('uma conta nova começa vazia', async () => {
    const user = await server.signup();
    expect(
      (await get<{ total: number }>('/api/agents/chatsppock/api/conversations/', user.access)).total,
    ).toBe(0);
    expect(
      (await get<{ unread_count: number }>('/api/support/notifications/', user.access)).unread_count,
    ).toBe(0);
    expect(
      (
        await get<{ activities: { title: string }[] }>('/api/agents/activities/recent/', user.access)
      ).activities.map((a) => a.title),
    ).toEqual(['Conta criada']);
  });

  it('só é criada na primeira partida: reiniciar não duplica nada', async () => {
    const count = async () =>
      (await server.services.db.select({ n: sql<number>`count(*)::int` }).from(chatSessions))[0]?.n;
    const before = await count();
    const again = await startTestServer({ database: server.database });
    try {
      expect(again.demoAccounts.map((a) => a.email)).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
      expect(await count()).toBe(before);
    } finally {
      await again.close();
    }
  });
});
