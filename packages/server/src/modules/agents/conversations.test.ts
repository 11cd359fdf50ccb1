import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { talk } from '../../../test/conversations.ts';
import { startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';
import { HOUR, MINUTE } from '../../clock.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

interface Conversation {
  id: string;
  session_id: string;
  agent: string;
  title: string;
  date: string;
  messages: number;
  status: string;
  total_tokens_used: number;
  pinned_at: string | null;
}

const list = async (user: TestUser, agent = 'chatsppock') =>
  (
    await server.request<{ success: true; conversations: Conversation[]; total: number }>(
      'GET',
      `/api/agents/${agent}/api/conversations/`,
      { token: user.access },
    )
  ).body;

const exportOf = (user: TestUser, sessionId: string, agent = 'chatsppock') =>
  server.request('GET', `/api/agents/${agent}/api/conversations/${sessionId}/export/`, {
    token: user.access,
  });

const remove = (user: TestUser, sessionId: string, agent = 'chatsppock') =>
  server.request('DELETE', `/api/agents/${agent}/api/conversations/${sessionId}/delete/`, {
    token: user.access,
  });

const NOT_FOUND = { status: 404, body: { success: false, error: 'Conversa não encontrada.' } };

describe('lista de conversas', () => {
  it('começa vazia', async () => {
    const user = await server.signup();
    expect(await list(user)).toEqual({ success: true, conversations: [], total: 0 });
  });

  it('da mais recente para a mais antiga, com mensagens, tokens e Ativa nas últimas 24 horas', async () => {
    const user = await server.signup();
    const now = server.clock.now().getTime();
    const old = await talk(server, user.id, {
      agent: 'competition',
      title: 'Concorrentes de padarias artesanais em Campinas',
      at: new Date(now - 30 * HOUR),
      replies: [{ input: 40_000, output: 2_780 }],
    });
    const recent = await talk(server, user.id, {
      title: 'Plano de marketing para a Páscoa',
      at: new Date(now - 2 * HOUR),
      replies: [
        { input: 5_000, output: 1_000 },
        { agentUsed: 'content_generator', input: 10_000, output: 2_450 },
      ],
    });
    const body = await list(user);
    expect(body.total).toBe(2);
    expect(body.conversations).toEqual([
      {
        id: recent.id,
        session_id: recent.id,
        agent: 'chatsppock',
        title: 'Plano de marketing para a Páscoa',
        date: new Date(now - 2 * HOUR + 4000).toISOString(),
        messages: 4,
        status: 'Ativa',
        total_tokens_used: 18_450,
        pinned_at: null,
      },
      {
        id: old.id,
        session_id: old.id,
        agent: 'competition',
        title: 'Concorrentes de padarias artesanais em Campinas',
        date: new Date(now - 30 * HOUR + 2000).toISOString(),
        messages: 2,
        status: 'Concluída',
        total_tokens_used: 42_780,
        pinned_at: null,
      },
    ]);
  });

  it('o Commander lista as de todos os agentes; outro agente, só as dele', async () => {
    const user = await server.signup();
    await talk(server, user.id, { agent: 'chatsppock' });
    const email = await talk(server, user.id, { agent: 'email_writer', title: 'E-mail de Páscoa' });
    expect((await list(user)).total).toBe(2);
    const only = await list(user, 'email_writer');
    expect(only.conversations.map((c) => c.id)).toEqual([email.id]);
    expect((await list(user, 'brainstorm')).total).toBe(0);
  });

  it('uma conversa fica Concluída 24 horas depois da última mensagem', async () => {
    const user = await server.signup();
    await talk(server, user.id, {});
    expect((await list(user)).conversations[0]?.status).toBe('Ativa');
    await server.advance(24 * HOUR + MINUTE, user);
    expect((await list(user)).conversations[0]?.status).toBe('Concluída');
  });
});

describe('exportar conversa', () => {
  it('baixa conversa_{session_id}.json com as mensagens em ordem; agent_used só nas respostas', async () => {
    const user = await server.signup();
    const session = await talk(server, user.id, {
      title: 'Plano de marketing para a Páscoa',
      replies: [
        {
          ask: 'Preciso de um plano para a Páscoa.',
          answer: 'Sugiro três frentes.',
          agentUsed: 'brainstorm',
        },
        {
          ask: 'Pode detalhar o Instagram?',
          answer: 'Calendário de 30/03 a 05/04.',
          agentUsed: 'content_generator',
        },
      ],
    });
    const before = server.clock.now().getTime();
    const reply = await exportOf(user, session.id);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-disposition']).toBe(`attachment; filename="conversa_${session.id}.json"`);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    const body = reply.body as {
      session_id: string;
      agent: string;
      title: string;
      created_at: string;
      exported_at: string;
      messages: Record<string, unknown>[];
    };
    expect(body).toMatchObject({
      session_id: session.id,
      agent: 'chatsppock',
      title: 'Plano de marketing para a Páscoa',
      created_at: session.createdAt.toISOString(),
    });
    expect(Date.parse(body.exported_at)).toBeGreaterThanOrEqual(before);
    expect(body.messages.map(({ role, content, agent_used }) => ({ role, content, agent_used }))).toEqual([
      { role: 'user', content: 'Preciso de um plano para a Páscoa.', agent_used: undefined },
      { role: 'assistant', content: 'Sugiro três frentes.', agent_used: 'brainstorm' },
      { role: 'user', content: 'Pode detalhar o Instagram?', agent_used: undefined },
      { role: 'assistant', content: 'Calendário de 30/03 a 05/04.', agent_used: 'content_generator' },
    ]);
    expect(body.messages.filter((m) => m.role === 'user').every((m) => !('agent_used' in m))).toBe(true);
    const times = body.messages.map((m) => Date.parse(m.timestamp as string));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('conversa inexistente, com id inválido ou de outro agente responde 404', async () => {
    const user = await server.signup();
    const session = await talk(server, user.id, { agent: 'email_writer' });
    expect(await exportOf(user, '00000000-0000-4000-8000-000000000000')).toMatchObject(NOT_FOUND);
    expect(await exportOf(user, 'nao-e-um-uuid')).toMatchObject(NOT_FOUND);
    expect(await exportOf(user, session.id, 'brainstorm')).toMatchObject(NOT_FOUND);
    expect((await exportOf(user, session.id, 'email_writer')).status).toBe(200);
  });
});

describe('excluir conversa', () => {
  it('sai da lista e da exportação; excluir de novo responde 404', async () => {
    const user = await server.signup();
    const keep = await talk(server, user.id, { title: 'Fica' });
    const gone = await talk(server, user.id, { title: 'Sai' });
    const deleted = await remove(user, gone.id);
    expect(deleted).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: 'Conversa deletada com sucesso. Os limites de uso não foram afetados.',
      },
    });
    expect((await list(user)).conversations.map((c) => c.id)).toEqual([keep.id]);
    expect(await exportOf(user, gone.id)).toMatchObject(NOT_FOUND);
    expect(await remove(user, gone.id)).toMatchObject(NOT_FOUND);
    expect(await remove(user, 'nao-e-um-uuid')).toMatchObject(NOT_FOUND);
  });

  it('por outro agente que não o da conversa responde 404 e nada muda', async () => {
    const user = await server.signup();
    const session = await talk(server, user.id, { agent: 'competition' });
    expect(await remove(user, session.id, 'email_writer')).toMatchObject(NOT_FOUND);
    expect((await remove(user, session.id, 'competition')).status).toBe(200);
  });
});

describe('isolamento', () => {
  it('ninguém lista, exporta ou exclui a conversa de outro usuário', async () => {
    const ana = await server.signup({ first_name: 'Ana' });
    const bruno = await server.signup({ first_name: 'Bruno' });
    const session = await talk(server, ana.id, { title: 'Conversa da Ana' });
    expect((await list(bruno)).total).toBe(0);
    expect(await exportOf(bruno, session.id)).toMatchObject(NOT_FOUND);
    expect(await remove(bruno, session.id)).toMatchObject(NOT_FOUND);
    expect((await list(ana)).conversations.map((c) => c.title)).toEqual(['Conversa da Ana']);
    expect((await exportOf(ana, session.id)).status).toBe(200);
  });
});
