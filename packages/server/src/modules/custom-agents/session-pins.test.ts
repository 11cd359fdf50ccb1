// Renaming and pinning conversations with a custom agent (issue 29 item 6): the person's own
// conversations only, pinned first in the agent's list, neither counted as activity; the same
// pt-BR refusals as the Commander's conversations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';
import { CONVERSATION_CHANGE_MESSAGES as M } from '../conversations/titles.ts';

// biome-ignore lint/suspicious/noExplicitAny: replies read field by field by the assertions
type Body = Record<string, any>;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const call = (method: string, url: string, user?: TestUser, body?: unknown) =>
  server.request<Body>(method, url, { ...(user ? { token: user.access } : {}), ...(body ? { body } : {}) });

const AGENT = {
  name: 'Propostas Boa Vista',
  description: 'Monta propostas comerciais de coffee break e buffet para eventos corporativos.',
  category: 'Vendas',
  instructions: 'Você prepara propostas comerciais da Padaria Boa Vista.',
  starter_prompts: [],
  tools: [],
  audience: 'team',
};

async function ownerWithAgent(): Promise<{ owner: TestUser; agentId: string }> {
  const owner = await server.signup();
  expect((await call('POST', '/payments/upgrade/', owner, { plan_type: 'enterprise' })).status).toBe(200);
  const created = await call('POST', '/api/custom-agents/', owner, AGENT);
  expect(created.status).toBe(201);
  return { owner, agentId: created.body.agent.id as string };
}

async function conversation(user: TestUser, agentId: string, message: string): Promise<string> {
  server.clock.advance(3_000);
  const sent = await call('POST', `/api/custom-agents/${agentId}/chat/`, user, { message });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return sent.body.session_id as string;
}

describe('renomear e fixar conversas com agente personalizado', () => {
  it('fixa no topo da lista e renomeia sem mudar a última atividade; desafixar devolve a ordem', async () => {
    const { owner, agentId } = await ownerWithAgent();
    const first = await conversation(owner, agentId, 'Proposta para a convenção de março');
    const second = await conversation(owner, agentId, 'Proposta para o aniversário da empresa');
    const list = async () =>
      ((await call('GET', `/api/custom-agents/${agentId}/sessions/`, owner)).body.sessions as Body[]).map(
        (session) => [session.id, session.title, session.pinned_at !== null],
      );
    expect(await list()).toEqual([
      [second, 'Proposta para o aniversário da empresa', false],
      [first, 'Proposta para a convenção de março', false],
    ]);
    const before = (await call('GET', `/api/custom-agents/${agentId}/sessions/`, owner)).body.sessions[1];
    const url = `/api/custom-agents/${agentId}/sessions/${first}/`;
    const updated = await call('PATCH', url, owner, { title: '  Convenção\n de março  ', pinned: true });
    expect(updated.status).toBe(200);
    expect(updated.body.session).toMatchObject({
      id: first,
      title: 'Convenção de março',
      updated_at: before.updated_at,
      pinned_at: expect.any(String),
    });
    expect(await list()).toEqual([
      [first, 'Convenção de março', true],
      [second, 'Proposta para o aniversário da empresa', false],
    ]);
    // The detail shows the new title too.
    expect((await call('GET', url, owner)).body.title).toBe('Convenção de março');
    expect((await call('PATCH', url, owner, { pinned: false })).status).toBe(200);
    expect(await list()).toEqual([
      [second, 'Proposta para o aniversário da empresa', false],
      [first, 'Convenção de março', false],
    ]);
  });

  it('recusa título vazio, longo demais, campo desconhecido e corpo vazio, em pt-BR', async () => {
    const { owner, agentId } = await ownerWithAgent();
    const id = await conversation(owner, agentId, 'Proposta de coffee break');
    const url = `/api/custom-agents/${agentId}/sessions/${id}/`;
    const refusals: [unknown, string][] = [
      [{ title: '   ' }, M.titleEmpty],
      [{ title: 'a'.repeat(121) }, M.titleTooLong],
      [{ title: 'a'.repeat(600) }, M.titleTooLong],
      [{ pinned: 'sim' }, M.invalidPinned],
      [{ title: 'Nova', agent_id: 'outro' }, M.unknownField('agent_id')],
      [{}, M.nothingToChange],
    ];
    for (const [body, error] of refusals) {
      const reply = await call('PATCH', url, owner, body);
      expect(reply, JSON.stringify(body)).toMatchObject({ status: 400, body: { success: false, error } });
    }
    expect((await call('GET', url, owner)).body.title).toBe('Proposta de coffee break');
  });

  it('só a pessoa da conversa: o membro da equipe, outra equipe e outro agente recebem 404; sem token, 401', async () => {
    const { owner, agentId } = await ownerWithAgent();
    const id = await conversation(owner, agentId, 'Proposta de coffee break');
    const member = await server.signup();
    expect((await call('POST', '/api/teams/invitations/', owner, { email: member.email })).status).toBe(201);
    const token = /\/convite\/([\w-]+)/.exec((await server.outbox(member.email)).at(-1)?.body ?? '')?.[1];
    expect((await call('POST', '/api/teams/invitations/accept/', member, { token })).status).toBe(200);
    const stranger = await ownerWithAgent();
    const other = await call('POST', '/api/custom-agents/', owner, { ...AGENT, name: 'Outro agente' });
    for (const [user, url] of [
      [member, `/api/custom-agents/${agentId}/sessions/${id}/`],
      [stranger.owner, `/api/custom-agents/${agentId}/sessions/${id}/`],
      [stranger.owner, `/api/custom-agents/${stranger.agentId}/sessions/${id}/`],
      [owner, `/api/custom-agents/${other.body.agent.id}/sessions/${id}/`],
    ] as const) {
      expect((await call('PATCH', url, user, { title: 'Minha agora', pinned: true })).status).toBe(404);
    }
    expect(
      (await call('PATCH', `/api/custom-agents/${agentId}/sessions/${id}/`, undefined, { pinned: true }))
        .status,
    ).toBe(401);
    const [session] = (await call('GET', `/api/custom-agents/${agentId}/sessions/`, owner)).body.sessions;
    expect(session).toMatchObject({ title: 'Proposta de coffee break', pinned_at: null });
  });
});
