// Edit and branch in custom-agent conversations (issue 29 item 5), over HTTP, as the Commander's
// chat: an edited question keeps its first version as a branch, the model sees only the branch
// of the message, an answer generated again keeps the earlier one, `customAgentsSelectBranch`
// switches the branch shown; another person's conversation or message ids are 404.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeProviderEnv, type LlmFake, startFakeOpenAI } from '../../../test/fakes/llm/index.ts';
import { startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';
import { MAX_MESSAGE_VERSIONS } from '../conversations/branches.ts';
import { CUSTOM_AGENT_MESSAGES as M } from './messages.ts';

// biome-ignore lint/suspicious/noExplicitAny: replies read field by field by the assertions
type Body = Record<string, any>;

const AGENT = {
  name: 'Propostas Boa Vista',
  description: 'Monta propostas comerciais de coffee break e buffet para eventos corporativos.',
  category: 'Vendas',
  instructions: 'Você prepara propostas comerciais da Padaria Boa Vista.',
  starter_prompts: [],
  tools: [],
  audience: 'team',
};

/** What a branch shows, one line a message: role, text and `index/count` of its versions. */
function shown(messages: Body[]): string[] {
  return messages.map(
    (message) =>
      `${message.role}: ${message.content} (${message.sibling_index + 1}/${message.sibling_count})`,
  );
}

describe('editar e ramificar conversas com agente personalizado', () => {
  let fake: LlmFake;
  let server: TestServer;

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    server = await startTestServer({
      env: { ...fakeProviderEnv('openai', fake, { model: 'gpt-4o-mini' }), LLM_MAX_RETRIES: '0' },
    });
  });
  afterEach(() => {
    expect(fake.pendingOutcomes).toBe(0);
    expect(fake.unknownRequests).toEqual([]);
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const call = (method: string, url: string, user: TestUser, body?: unknown) =>
    server.request<Body>(method, url, { token: user.access, ...(body ? { body } : {}) });

  async function ownerWithAgent(): Promise<{ owner: TestUser; agentId: string }> {
    const owner = await server.signup();
    expect((await call('POST', '/payments/upgrade/', owner, { plan_type: 'enterprise' })).status).toBe(200);
    const created = await call('POST', '/api/custom-agents/', owner, AGENT);
    expect(created.status).toBe(201);
    return { owner, agentId: created.body.agent.id as string };
  }

  function chat(user: TestUser, agentId: string) {
    return {
      send: (body: Record<string, unknown>) => {
        server.clock.advance(3_000);
        return call('POST', `/api/custom-agents/${agentId}/chat/`, user, body);
      },
      read: (sessionId: string) => call('GET', `/api/custom-agents/${agentId}/sessions/${sessionId}/`, user),
      select: (sessionId: string, messageId: unknown) =>
        call('POST', `/api/custom-agents/${agentId}/sessions/${sessionId}/branch/`, user, {
          message_id: messageId,
        }),
    };
  }

  it('a pergunta editada guarda a primeira versão; o modelo vê só o ramo mostrado; < 1/2 > troca', async () => {
    const { owner, agentId } = await ownerWithAgent();
    const c = chat(owner, agentId);
    fake.answer('Coffee break para 40 pessoas: R$ 1.200.');
    const first = await c.send({ message: 'Proposta de coffee break para 40 pessoas.' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const sessionId = first.body.session_id as string;
    fake.answer('Para 80 pessoas: R$ 2.400.');
    expect((await c.send({ session_id: sessionId, message: 'E para 80 pessoas?' })).status).toBe(200);
    const before = await c.read(sessionId);
    const eighty = before.body.messages[2];
    expect(eighty).toMatchObject({ role: 'user', content: 'E para 80 pessoas?', sibling_count: 1 });

    fake.answer('Para 120 pessoas: R$ 3.600.');
    const edited = await c.send({
      session_id: sessionId,
      message: 'E para 120 pessoas?',
      edit_of: eighty.id,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.answer).toBe('Para 120 pessoas: R$ 3.600.');
    // The model saw the history before the edited question, never the 80 people.
    expect(fake.lastPrompt().messages.filter((m: Body) => m.role !== 'system')).toEqual([
      { role: 'user', text: 'Proposta de coffee break para 40 pessoas.' },
      { role: 'assistant', text: 'Coffee break para 40 pessoas: R$ 1.200.' },
      { role: 'user', text: 'E para 120 pessoas?' },
    ]);
    const after = await c.read(sessionId);
    expect(shown(after.body.messages)).toEqual([
      'user: Proposta de coffee break para 40 pessoas. (1/1)',
      'assistant: Coffee break para 40 pessoas: R$ 1.200. (1/1)',
      'user: E para 120 pessoas? (2/2)',
      'assistant: Para 120 pessoas: R$ 3.600. (1/1)',
    ]);
    expect(after.body.messages[0].parent_id).toBeNull();
    expect(after.body.messages[2].parent_id).toBe(after.body.messages[1].id);
    expect(after.body.messages[2].sibling_ids).toEqual([eighty.id, after.body.messages[2].id]);

    // `< 1/2 >`: the first version is still there, with its answer, and is what the next send sees.
    const switched = await c.select(sessionId, eighty.id);
    expect(switched.status).toBe(200);
    expect(shown(switched.body.messages)).toEqual([
      'user: Proposta de coffee break para 40 pessoas. (1/1)',
      'assistant: Coffee break para 40 pessoas: R$ 1.200. (1/1)',
      'user: E para 80 pessoas? (1/2)',
      'assistant: Para 80 pessoas: R$ 2.400. (1/1)',
    ]);
    expect(shown((await c.read(sessionId)).body.messages)).toEqual(shown(switched.body.messages));
    fake.answer('Com café especial: R$ 2.800.');
    expect((await c.send({ session_id: sessionId, message: 'Com café especial?' })).status).toBe(200);
    expect(fake.lastPrompt().messages.filter((m: Body) => m.role !== 'system')).toEqual([
      { role: 'user', text: 'Proposta de coffee break para 40 pessoas.' },
      { role: 'assistant', text: 'Coffee break para 40 pessoas: R$ 1.200.' },
      { role: 'user', text: 'E para 80 pessoas?' },
      { role: 'assistant', text: 'Para 80 pessoas: R$ 2.400.' },
      { role: 'user', text: 'Com café especial?' },
    ]);
  });

  it('gerar de novo guarda a resposta anterior como ramo e responde a pergunta guardada', async () => {
    const { owner, agentId } = await ownerWithAgent();
    const c = chat(owner, agentId);
    fake.answer('Buffet: R$ 45 por pessoa.');
    const first = await c.send({ message: 'Quanto custa o buffet?' });
    const sessionId = first.body.session_id as string;
    const answer = (await c.read(sessionId)).body.messages[1];
    fake.answer('Buffet completo: R$ 45 por pessoa, com bebidas.');
    const again = await c.send({ session_id: sessionId, message: 'ignorada', regenerate_of: answer.id });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(fake.lastPrompt().messages.filter((m: Body) => m.role !== 'system')).toEqual([
      { role: 'user', text: 'Quanto custa o buffet?' },
    ]);
    expect(shown((await c.read(sessionId)).body.messages)).toEqual([
      'user: Quanto custa o buffet? (1/1)',
      'assistant: Buffet completo: R$ 45 por pessoa, com bebidas. (2/2)',
    ]);
    // A question is not generated again, an answer is not edited.
    const question = (await c.read(sessionId)).body.messages[0];
    expect(
      (await c.send({ session_id: sessionId, message: 'x', regenerate_of: question.id })).body.error,
    ).toBe(M.regenerateOnlyAnswer);
    expect((await c.send({ session_id: sessionId, message: 'x', edit_of: answer.id })).body.error).toBe(
      M.editOnlyUserMessage,
    );
    expect((await c.send({ message: 'x', edit_of: question.id })).body.error).toBe(M.branchNeedsSession);
    expect(
      (await c.send({ session_id: sessionId, message: 'x', edit_of: question.id, regenerate_of: answer.id }))
        .status,
    ).toBe(400);
  });

  it('ids de outra pessoa (conversa ou mensagem) dão 404; mensagem de outra conversa também', async () => {
    const { owner, agentId } = await ownerWithAgent();
    const c = chat(owner, agentId);
    fake.answer('Resposta da dona.');
    const mine = (await c.send({ message: 'Proposta para a convenção.' })).body.session_id as string;
    const myQuestion = (await c.read(mine)).body.messages[0];
    // A team member uses the agent, never the owner's conversation: 404 (the message not read).
    const member = await server.signup();
    expect((await call('POST', '/api/teams/invitations/', owner, { email: member.email })).status).toBe(201);
    const invitation = (await server.outbox(member.email)).at(-1)?.body ?? '';
    const token = /\/convite\/([\w-]+)/.exec(invitation)?.[1];
    expect((await call('POST', '/api/teams/invitations/accept/', member, { token })).status).toBe(200);
    const m = chat(member, agentId);
    for (const refused of [
      await m.select(mine, myQuestion.id),
      await m.send({ session_id: mine, message: 'Oi', edit_of: myQuestion.id }),
      await m.read(mine),
    ]) {
      expect(refused.status).toBe(404);
      expect(refused.body.error).toBe(M.sessionNotFound);
    }
    // The member's own conversation does not reach the owner's message either.
    fake.answer('Resposta do membro.');
    const theirs = (await m.send({ message: 'Minha proposta.' })).body.session_id as string;
    expect((await m.select(theirs, myQuestion.id)).status).toBe(404);
    expect((await m.send({ session_id: theirs, message: 'Oi', edit_of: myQuestion.id })).status).toBe(404);
    expect(shown((await c.read(mine)).body.messages)).toEqual([
      'user: Proposta para a convenção. (1/1)',
      'assistant: Resposta da dona. (1/1)',
    ]);
    // The owner's other conversation's message is not this conversation's.
    fake.answer('Outra resposta.');
    const other = (await c.send({ message: 'Outra proposta.' })).body.session_id as string;
    const otherQuestion = (await c.read(other)).body.messages[0];
    const wrong = await c.select(mine, otherQuestion.id);
    expect(wrong.status).toBe(404);
    expect(wrong.body.error).toBe(M.messageNotFound);
    const crossEdit = await c.send({ session_id: mine, message: 'Oi', edit_of: otherQuestion.id });
    expect(crossEdit.status).toBe(404);
    expect((await c.select(mine, 'não-é-uuid')).status).toBe(400);
    expect((await c.select(mine, 'não-é-uuid')).body.error).toBe(M.invalidBranchMessage);
  });

  it(`uma mensagem tem no máximo ${MAX_MESSAGE_VERSIONS} versões`, async () => {
    const { owner, agentId } = await ownerWithAgent();
    const c = chat(owner, agentId);
    fake.answer('Primeira.');
    const sessionId = (await c.send({ message: 'Versão 1' })).body.session_id as string;
    const question = (await c.read(sessionId)).body.messages[0];
    for (let version = 2; version <= MAX_MESSAGE_VERSIONS; version += 1) {
      fake.answer(`Resposta ${version}.`);
      expect(
        (await c.send({ session_id: sessionId, message: `Versão ${version}`, edit_of: question.id })).status,
      ).toBe(200);
    }
    const refused = await c.send({ session_id: sessionId, message: 'Mais uma', edit_of: question.id });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(M.tooManyVersions(MAX_MESSAGE_VERSIONS));
  });
});
