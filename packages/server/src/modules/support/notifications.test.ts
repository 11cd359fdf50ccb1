import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';
import { MINUTE } from '../../clock.ts';
import { answerSupportMessage, categoryIdByName, openSupportMessage } from './inbox.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

interface Notification {
  id: number;
  title: string;
  content: string;
  read: boolean;
  created_at: string;
  notification_type: string;
  message: { id: number } | null;
}
interface NotificationList {
  success: true;
  notifications: Notification[];
  unread_count: number;
}

const list = async (user: TestUser, query = '') =>
  (
    await server.request<NotificationList>('GET', `/api/support/notifications/${query}`, {
      token: user.access,
    })
  ).body;
const read = (user: TestUser, id: number | string) =>
  server.request('POST', `/api/support/notifications/${id}/read/`, { token: user.access });
const readAll = (user: TestUser, options: { payload?: string; headers?: Record<string, string> } = {}) =>
  server.request('POST', '/api/support/notifications/read-all/', { token: user.access, ...options });

/** A message from the user and the team's reply a minute later: two notifications. */
async function conversationWithSupport(user: TestUser, subject = 'Cobrança duplicada no cartão em março') {
  const db = server.services.db;
  const at = server.clock.now();
  const message = await openSupportMessage(db, {
    userId: user.id,
    categoryId: await categoryIdByName(db, 'Pagamentos e Planos'),
    subject,
    content: 'Fui cobrada duas vezes pelo plano Professional neste mês.',
    at,
  });
  await answerSupportMessage(db, {
    message,
    authorId: null,
    content: 'Olá! O estorno da segunda cobrança já foi solicitado.',
    at: new Date(at.getTime() + MINUTE),
  });
  return message;
}

const NOT_FOUND = { status: 404, body: { success: false, error: 'Notificação não encontrada.' } };

describe('notificações de suporte', () => {
  it('uma conta nova não tem notificações', async () => {
    const user = await server.signup();
    expect(await list(user)).toEqual({ success: true, notifications: [], unread_count: 0 });
  });

  it('mensagem e resposta geram duas notificações, da mais recente para a mais antiga, ambas não lidas', async () => {
    const user = await server.signup();
    const message = await conversationWithSupport(user);
    const body = await list(user);
    expect(body.unread_count).toBe(2);
    expect(body.notifications.map(({ id: _id, created_at: _at, ...rest }) => rest)).toEqual([
      {
        title: 'Nova resposta do suporte',
        content: 'O suporte respondeu à sua mensagem "Cobrança duplicada no cartão em março".',
        read: false,
        notification_type: 'response',
        message: { id: message.id },
      },
      {
        title: 'Mensagem recebida',
        content: 'Recebemos sua mensagem "Cobrança duplicada no cartão em março". Responderemos em breve.',
        read: false,
        notification_type: 'new_message',
        message: { id: message.id },
      },
    ]);
  });

  it('marcar uma como lida: devolve a notificação lida, baixa a contagem e é idempotente', async () => {
    const user = await server.signup();
    await conversationWithSupport(user);
    const [newest, oldest] = (await list(user)).notifications;
    const first = await read(user, newest?.id ?? 0);
    expect(first).toMatchObject({
      status: 200,
      body: { success: true, notification: { ...newest, read: true } },
    });
    expect((await list(user)).unread_count).toBe(1);
    expect(await read(user, newest?.id ?? 0)).toMatchObject({ status: 200, body: first.body });
    expect((await list(user)).unread_count).toBe(1);
    const unread = await list(user, '?unread_only=true');
    expect(unread.notifications.map((n) => n.id)).toEqual([oldest?.id]);
    expect(unread.unread_count).toBe(1);
  });

  it("marcar todas: conta quantas mudaram e responde 'Todas as notificações foram marcadas como lidas.'", async () => {
    const user = await server.signup();
    await conversationWithSupport(user, 'Erro ao exportar conversa do Brainstorm AI');
    await conversationWithSupport(user, 'Dúvida sobre o limite de tokens');
    await read(user, (await list(user)).notifications[0]?.id ?? 0);
    expect((await readAll(user)).body).toEqual({
      success: true,
      updated: 3,
      message: 'Todas as notificações foram marcadas como lidas.',
    });
    expect((await readAll(user)).body).toMatchObject({ updated: 0 });
    const after = await list(user);
    expect(after.unread_count).toBe(0);
    expect(after.notifications.every((n) => n.read)).toBe(true);
    expect((await list(user, '?unread_only=true')).notifications).toEqual([]);
  });

  it('um corpo qualquer em read-all (que não tem corpo) é ignorado', async () => {
    const user = await server.signup();
    await conversationWithSupport(user);
    const reply = await readAll(user, { payload: '<xml/>', headers: { 'content-type': 'application/xml' } });
    expect(reply).toMatchObject({ status: 200, body: { updated: 2 } });
  });

  it('unread_only inválido responde 400', async () => {
    const user = await server.signup();
    const reply = await server.request('GET', '/api/support/notifications/?unread_only=talvez', {
      token: user.access,
    });
    expect(reply).toMatchObject({
      status: 400,
      body: { success: false, error: 'Parâmetro unread_only inválido. Use true ou false.' },
    });
  });

  it('id inexistente, inválido ou fora do intervalo responde 404', async () => {
    const user = await server.signup();
    for (const id of ['999999', 'abc', '0', '99999999999']) {
      expect(await read(user, id)).toMatchObject(NOT_FOUND);
    }
  });
});

describe('isolamento', () => {
  it('ninguém vê, lê ou marca as notificações de outro usuário', async () => {
    const ana = await server.signup({ first_name: 'Ana' });
    const bruno = await server.signup({ first_name: 'Bruno' });
    await conversationWithSupport(ana);
    const anas = (await list(ana)).notifications;
    expect(await list(bruno)).toEqual({ success: true, notifications: [], unread_count: 0 });
    expect(await read(bruno, anas[0]?.id ?? 0)).toMatchObject(NOT_FOUND);
    expect((await readAll(bruno)).body).toMatchObject({ updated: 0 });
    const after = await list(ana);
    expect(after.unread_count).toBe(2);
    expect(after.notifications.every((n) => !n.read)).toBe(true);
  });
});
