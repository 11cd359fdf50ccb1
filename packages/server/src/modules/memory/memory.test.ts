// Memory across conversations (issue 29) by HTTP, on PGlite and on PostgreSQL: Minha Conta ›
// Memória (list, add, edit, delete, proposals, switches, limits, another person's fact is 404),
// the chat's "lembre que…" and proposals, and, with a recording fake provider, a new
// conversation's prompt carrying a fact saved in an earlier one — not after it is deleted, not
// with memory off, never in a team member's chat with the owner's agent nor a partner visitor's.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeProviderEnv, type LlmFake, START_FAKE } from '../../../test/fakes/llm/index.ts';
import { randomIp, startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';
import { COMMANDER_PATH } from '../../http/embed/http.ts';
import { MAX_FACT_CHARS, MAX_FACTS } from './limits.ts';
import { MEMORY_MESSAGES as M } from './messages.ts';
import { userMemories } from './schema.ts';

// biome-ignore lint/suspicious/noExplicitAny: replies read field by field by the assertions
type Body = Record<string, any>;

const MEMORY = '/api/accounts/memory/';
const STORE = 'Minha loja se chama Doces da Serra';

function client(server: TestServer) {
  const call = (method: string, url: string, user?: TestUser, body?: unknown) =>
    server.request<Body>(method, url, { ...(user ? { token: user.access } : {}), ...(body ? { body } : {}) });
  /** One chat message to an agent; the clock moves past the chat's spacing first. */
  const say = (user: TestUser, message: string, options: { agent?: string; session?: string } = {}) => {
    server.clock.advance(5_000);
    return call('POST', `/api/agents/${options.agent ?? 'chatsppock'}/api/`, user, {
      action: 'send_message',
      location: 'Brasil',
      message,
      ...(options.session ? { session_id: options.session } : {}),
    });
  };
  return { call, say };
}

describe('memória sem modelo (provedor offline)', () => {
  let server: TestServer;
  let call: ReturnType<typeof client>['call'];
  let say: ReturnType<typeof client>['say'];
  beforeAll(async () => {
    server = await startTestServer();
    ({ call, say } = client(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lista, guarda, edita e apaga; o mesmo texto não se repete; de outra pessoa é 404', async () => {
    const ana = await server.signup({ first_name: 'Ana' });
    expect((await call('GET', MEMORY)).status).toBe(401);
    expect(await call('GET', MEMORY, ana)).toMatchObject({
      status: 200,
      body: {
        success: true,
        settings: { enabled: true, propose: false },
        facts: [],
        proposals: [],
        limits: { max_facts: MAX_FACTS, max_chars: MAX_FACT_CHARS },
      },
    });
    const added = await call('POST', MEMORY, ana, { text: `  minha loja   se chama\nDoces da Serra ` });
    expect(added).toMatchObject({ status: 201, body: { fact: { text: STORE, source: 'explicit' } } });
    const id = added.body.fact.id as string;
    const again = await call('POST', MEMORY, ana, { text: STORE.toUpperCase() });
    expect(again.body.fact.id).toBe(id);
    expect((await call('GET', MEMORY, ana)).body.facts).toHaveLength(1);

    const edited = await call('PATCH', `${MEMORY}${id}/`, ana, { text: `${STORE}, em Belo Horizonte` });
    expect(edited).toMatchObject({
      status: 200,
      body: { fact: { id, text: `${STORE}, em Belo Horizonte` } },
    });

    const bia = await server.signup({ first_name: 'Bia' });
    for (const [method, url, body] of [
      ['PATCH', `${MEMORY}${id}/`, { text: 'Tomado' }],
      ['DELETE', `${MEMORY}${id}/`, undefined],
      ['POST', `${MEMORY}${id}/accept/`, undefined],
      ['POST', `${MEMORY}${id}/decline/`, undefined],
      ['DELETE', `${MEMORY}${randomUUID()}/`, undefined],
      ['DELETE', `${MEMORY}nao-e-um-id/`, undefined],
    ] as const) {
      expect((await call(method, url, bia, body)).status, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', MEMORY, bia)).body.facts).toEqual([]);
    // A fact is not a proposal: nothing to accept.
    expect((await call('POST', `${MEMORY}${id}/accept/`, ana)).status).toBe(404);

    expect(await call('DELETE', `${MEMORY}${id}/`, ana)).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect((await call('GET', MEMORY, ana)).body.facts).toEqual([]);
    expect((await call('DELETE', `${MEMORY}${id}/`, ana)).status).toBe(404);
  });

  it('recusa texto vazio, longo demais, corpo inválido e memória desligada, em pt-BR', async () => {
    const caio = await server.signup({ first_name: 'Caio' });
    const refused = async (method: string, url: string, body: unknown) => {
      const reply = await call(method, url, caio, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      return reply.body.error as string;
    };
    expect(await refused('POST', MEMORY, { text: '   ' })).toBe(M.emptyFact);
    expect(await refused('POST', MEMORY, { text: '' })).toBe(M.emptyFact);
    expect(await refused('POST', MEMORY, {})).toBe(M.emptyFact);
    expect(await refused('POST', MEMORY, { text: 'a'.repeat(MAX_FACT_CHARS + 1) })).toBe(
      M.factTooLong(MAX_FACT_CHARS),
    );
    expect((await call('POST', MEMORY, caio, { text: 'a'.repeat(MAX_FACT_CHARS) })).status).toBe(201);
    const settings = `${MEMORY}settings/`;
    expect(await refused('PUT', settings, {})).toBe(M.invalidSettings);
    expect(await refused('PUT', settings, { enabled: 'sim' })).toBe(M.invalidSettings);
    expect(await refused('PUT', settings, { outra: true })).toBe(M.invalidSettings);

    expect(await call('PUT', settings, caio, { enabled: false })).toMatchObject({
      status: 200,
      body: { settings: { enabled: false, propose: false } },
    });
    expect(await refused('POST', MEMORY, { text: STORE })).toBe(M.memoryOff);
  });

  it('"lembre que…" no chat guarda e confirma; o modelo de e-mail offline usa o nome da loja', async () => {
    const dani = await server.signup({ first_name: 'Daniela', last_name: 'Prado' });
    const saved = await say(dani, 'Lembre-se de que minha loja se chama Doces da Serra.');
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(M.saved(STORE));
    const facts = (await call('GET', MEMORY, dani)).body.facts;
    expect(facts).toMatchObject([{ text: STORE, source: 'explicit' }]);

    // A new conversation: offline, the Commander answers with what it was asked to remember.
    const recalled = await say(dani, 'Você lembra o nome da minha loja?');
    expect(recalled.body.session_id).not.toBe(saved.body.session_id);
    expect(recalled.body.message).toContain(`## O que você me pediu para lembrar\n\n- ${STORE}`);

    // A new conversation with another agent: the offline template introduces the store.
    const email = await say(dani, 'Escreva um e-mail de boas-vindas para um cliente novo.', {
      agent: 'email_writer',
    });
    expect(email.status).toBe(200);
    expect(email.body.session_id).not.toBe(saved.body.session_id);
    expect(email.body.message).toContain('Meu nome é Daniela Prado da Doces da Serra.');

    // Remembering and asking in one message: confirmed above the answer.
    const both = await say(
      dani,
      'guarde que atendo só em Belo Horizonte. Escreva um e-mail de boas-vindas.',
      {
        agent: 'email_writer',
      },
    );
    expect(both.body.message.startsWith('> Anotado: Atendo só em Belo Horizonte')).toBe(true);
    expect(both.body.message).toContain('Doces da Serra');

    // Switched off: nothing is kept, the answer says so, and the templates stop using it.
    await call('PUT', `${MEMORY}settings/`, dani, { enabled: false });
    const off = await say(dani, 'lembre que meu público é de noivas.');
    expect(off.body.message).toBe(M.notSaved(M.memoryOff));
    expect((await call('GET', MEMORY, dani)).body.facts).toHaveLength(2);
    const plain = await say(dani, 'Escreva um e-mail de boas-vindas para um cliente novo.', {
      agent: 'email_writer',
    });
    expect(plain.body.message).not.toContain('Doces da Serra');
    const forgotten = await say(dani, 'Você lembra o nome da minha loja?');
    expect(forgotten.body.message).not.toContain('Doces da Serra');
  });

  it('sugestões só com a permissão: aceitar vira lembrança, recusar não volta a ser sugerido', async () => {
    const edu = await server.signup({ first_name: 'Eduardo' });
    const tell = 'Sou dono da Padaria Pão de Mel e nossa loja atende os bairros Savassi e Lourdes.';
    await say(edu, tell, { agent: 'brainstorm' });
    expect((await call('GET', MEMORY, edu)).body.proposals).toEqual([]);

    await call('PUT', `${MEMORY}settings/`, edu, { propose: true });
    await say(edu, tell, { agent: 'brainstorm' });
    const memory = (await call('GET', MEMORY, edu)).body;
    expect(memory.facts).toEqual([]);
    expect(memory.proposals.map((p: Body) => [p.text, p.source])).toEqual(
      expect.arrayContaining([
        ['Sou dono da Padaria Pão de Mel', 'proposed'],
        ['Nossa loja atende os bairros Savassi e Lourdes', 'proposed'],
      ]),
    );
    const owner = memory.proposals.find((p: Body) => p.text.startsWith('Sou dono'));
    const area = memory.proposals.find((p: Body) => p.text.startsWith('Nossa loja'));
    expect(await call('POST', `${MEMORY}${owner.id}/accept/`, edu)).toMatchObject({
      status: 200,
      body: { fact: { id: owner.id, source: 'proposed' } },
    });
    expect((await call('POST', `${MEMORY}${area.id}/decline/`, edu)).status).toBe(200);
    expect((await call('POST', `${MEMORY}${area.id}/decline/`, edu)).status).toBe(404);

    await say(edu, tell, { agent: 'brainstorm' });
    const after = (await call('GET', MEMORY, edu)).body;
    expect(after.facts.map((f: Body) => f.text)).toEqual(['Sou dono da Padaria Pão de Mel']);
    expect(after.proposals).toEqual([]);
  });

  it(`no máximo ${MAX_FACTS} lembranças, mesmo com pedidos simultâneos`, async () => {
    const fabi = await server.signup({ first_name: 'Fabiana' });
    const at = server.clock.now();
    await server.services.db.insert(userMemories).values(
      Array.from({ length: MAX_FACTS - 1 }, (_, i) => ({
        id: randomUUID(),
        userId: fabi.id,
        text: `Fato número ${i}`,
        source: 'explicit',
        status: 'active',
        createdAt: at,
        updatedAt: at,
      })),
    );
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) => call('POST', MEMORY, fabi, { text: `Fato simultâneo ${i}` })),
    );
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(1);
    const refused = replies.filter((reply) => reply.status === 400);
    expect(refused).toHaveLength(11);
    expect(refused[0]?.body.error).toBe(M.tooManyFacts(MAX_FACTS));
    const saved = await say(fabi, 'lembre que fecho aos domingos');
    expect(saved.body.message).toBe(M.notSaved(M.tooManyFacts(MAX_FACTS)));
    const rows = await server.services.db.select().from(userMemories).where(eq(userMemories.userId, fabi.id));
    expect(rows).toHaveLength(MAX_FACTS);
  });
});

describe('memória no prompt (provedor gravado)', () => {
  let fake: LlmFake;
  let server: TestServer;
  let call: ReturnType<typeof client>['call'];
  let say: ReturnType<typeof client>['say'];
  beforeAll(async () => {
    fake = await START_FAKE.openai();
    server = await startTestServer({
      env: { ...fakeProviderEnv('openai', fake, { model: 'gpt-4o-mini' }), LLM_MAX_RETRIES: '0' },
    });
    ({ call, say } = client(server));
  });
  afterEach(() => {
    expect(fake.unknownRequests).toEqual([]);
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  /** Every prompt the model received since `from` (system and messages as one text). */
  const promptsSince = (from: number) =>
    fake.requests
      .slice(from)
      .map((request) =>
        [request.prompt?.system ?? '', ...(request.prompt?.messages ?? []).map((m) => m.text)].join('\n'),
      );

  it('uma conversa nova leva o fato guardado noutra; apagado ou com a memória desligada, não', async () => {
    const gil = await server.signup({ first_name: 'Gil' });
    const before = fake.requests.length;
    const saved = await say(gil, 'Lembre que minha loja se chama Doces da Serra');
    expect(saved.body.message).toBe(M.saved(STORE));
    // The confirmation is not a model call.
    expect(fake.requests.length).toBe(before);

    const asked = await say(gil, 'Escreva um e-mail de boas-vindas que cite o nome da minha loja.', {
      agent: 'email_writer',
    });
    expect(asked.status).toBe(200);
    expect(asked.body.session_id).not.toBe(saved.body.session_id);
    const system = fake.lastPrompt().system ?? '';
    expect(system).toContain('## O que você sabe sobre a pessoa');
    expect(system).toContain(`- ${STORE}`);

    const id = (await call('GET', MEMORY, gil)).body.facts[0].id as string;
    expect((await call('DELETE', `${MEMORY}${id}/`, gil)).status).toBe(200);
    const from = fake.requests.length;
    await say(gil, 'Escreva um e-mail de boas-vindas que cite o nome da minha loja.', {
      agent: 'email_writer',
    });
    expect(promptsSince(from).join('\n')).not.toContain('Doces da Serra');
    expect(fake.lastPrompt().system).not.toContain('O que você sabe sobre a pessoa');

    await call('POST', MEMORY, gil, { text: STORE });
    await call('PUT', `${MEMORY}settings/`, gil, { enabled: false });
    const off = fake.requests.length;
    await say(gil, 'Escreva um e-mail de boas-vindas que cite o nome da minha loja.', {
      agent: 'email_writer',
    });
    expect(promptsSince(off).join('\n')).not.toContain('Doces da Serra');

    // A proposal is never used before the user accepts it.
    await call('PUT', `${MEMORY}settings/`, gil, { enabled: true, propose: true });
    await say(gil, 'Nossa empresa vende bolos caseiros sob encomenda.', { agent: 'brainstorm' });
    const pending = fake.requests.length;
    await say(gil, 'Ideias para o Dia das Mães.', { agent: 'brainstorm' });
    const seen = promptsSince(pending).join('\n');
    expect(seen).toContain(STORE);
    expect(seen).not.toContain('bolos caseiros');
  });

  it('numa conversa aberta: o fato vem com a conversa, o lembrado na própria mensagem já vai no prompt, apagado ou desligado não', async () => {
    const hana = await server.signup({ first_name: 'Hana' });
    const first = await say(hana, 'Ideias de post para a confeitaria.', { agent: 'brainstorm' });
    expect(first.status).toBe(200);
    const session = first.body.session_id as string;
    // Saved in Minha Conta while the conversation is open: the next message carries it.
    await call('POST', MEMORY, hana, { text: STORE });
    await say(hana, 'Mais ideias de post.', { agent: 'brainstorm', session });
    expect(fake.lastPrompt().system).toContain(`- ${STORE}`);
    // Remembered by this very message: its answer already knows it.
    const told = await say(hana, 'Lembre que atendo em Petrópolis. Mais três ideias de post.', {
      agent: 'brainstorm',
      session,
    });
    expect(told.status).toBe(200);
    const system = fake.lastPrompt().system ?? '';
    expect(system).toContain('- Atendo em Petrópolis');
    expect(system).toContain(`- ${STORE}`);
    // Deleted, then memory off: the same conversation's next prompts leave them out.
    const facts = (await call('GET', MEMORY, hana)).body.facts as { id: string; text: string }[];
    const store = facts.find((fact) => fact.text === STORE);
    expect((await call('DELETE', `${MEMORY}${store?.id}/`, hana)).status).toBe(200);
    await say(hana, 'Outra ideia de post.', { agent: 'brainstorm', session });
    expect(fake.lastPrompt().system).not.toContain('Doces da Serra');
    expect(fake.lastPrompt().system).toContain('- Atendo em Petrópolis');
    await call('PUT', `${MEMORY}settings/`, hana, { enabled: false });
    const off = fake.requests.length;
    await say(hana, 'Mais uma ideia de post.', { agent: 'brainstorm', session });
    expect(fake.requests.length).toBe(off + 1);
    // (The conversation's own history still has the message that said it.)
    expect(fake.lastPrompt().system).not.toContain('O que você sabe sobre a pessoa');
  });

  it('no agente personalizado da equipe, o membro usa a memória dele, não a do dono; o conhecimento do agente fica no agente', async () => {
    const owner = await server.signup({ first_name: 'Helena' });
    expect((await call('POST', '/payments/upgrade/', owner, { plan_type: 'enterprise' })).status).toBe(200);
    await call('POST', MEMORY, owner, { text: 'Meu sócio secreto se chama Otávio' });
    const agent = await call('POST', '/api/custom-agents/', owner, {
      name: 'Propostas Boa Vista',
      description: 'Monta propostas comerciais de coffee break.',
      category: 'Vendas',
      instructions: 'Você prepara propostas comerciais da Padaria Boa Vista.',
      starter_prompts: [],
      tools: [],
      audience: 'team',
    });
    expect(agent.status).toBe(201);
    const id = agent.body.agent.id as string;

    const member = await server.signup({ first_name: 'Igor' });
    expect((await call('POST', '/api/teams/invitations/', owner, { email: member.email })).status).toBe(201);
    const invite = (await server.outbox(member.email)).at(-1)?.body ?? '';
    const token = /\/convite\/([\w-]+)/.exec(invite)?.[1];
    expect((await call('POST', '/api/teams/invitations/accept/', member, { token })).status).toBe(200);

    const remembered = await call('POST', `/api/custom-agents/${id}/chat/`, member, {
      message: 'Lembre que atendo eventos em Contagem. Monte uma proposta de coffee break para 40 pessoas.',
    });
    expect(remembered.status).toBe(200);
    expect(remembered.body.answer.startsWith('> Anotado: Atendo eventos em Contagem')).toBe(true);
    const system = fake.lastPrompt().system ?? '';
    expect(system).toContain('- Atendo eventos em Contagem');
    expect(system).not.toContain('Otávio');
    // Kept in the member's memory: not the owner's, not the agent's documents.
    expect((await call('GET', MEMORY, member)).body.facts.map((f: Body) => f.text)).toEqual([
      'Atendo eventos em Contagem',
    ]);
    expect((await call('GET', MEMORY, owner)).body.facts.map((f: Body) => f.text)).toEqual([
      'Meu sócio secreto se chama Otávio',
    ]);
    expect((await call('GET', `/api/custom-agents/${id}/`, owner)).body.agent.documents).toEqual([]);

    // The owner's own chat with the agent carries the owner's memory only.
    await call('POST', `/api/custom-agents/${id}/chat/`, owner, {
      message: 'Monte uma proposta para 20 pessoas.',
    });
    const ownerSystem = fake.lastPrompt().system ?? '';
    expect(ownerSystem).toContain('Otávio');
    expect(ownerSystem).not.toContain('Contagem');
  });

  it('o visitante de um site parceiro não lê nem grava a memória do dono', async () => {
    const owner = await server.signup({ first_name: 'Joana' });
    await call('POST', MEMORY, owner, { text: 'Meu faturamento mensal é de R$ 80 mil' });
    const origin = `https://memoria-${randomUUID().slice(0, 8)}.exemplo.com.br`;
    const site = await server.request<Body>('POST', '/api/embed/sites/', {
      token: owner.access,
      body: { name: 'Loja Aurora', allowed_origins: [origin], widgets: ['commander'] },
    });
    expect(site.status).toBe(201);
    const visitor = await server.request<Body>('POST', '/api/embed/commander/session/', {
      ip: randomIp(),
      body: { site_key: site.body.data.site_key },
      headers: { origin },
    });
    expect(visitor.status).toBe(201);
    const visit = (message: string) =>
      server.request<Body>('POST', COMMANDER_PATH, {
        token: visitor.body.access,
        headers: { origin },
        body: { action: 'send_message', location: 'Brasil', session_id: visitor.body.session_id, message },
      });
    const from = fake.requests.length;
    const asked = await visit('Escreva um e-mail de boas-vindas para um cliente novo.');
    expect(asked.status).toBe(200);
    expect(fake.requests.length).toBeGreaterThan(from);
    expect(promptsSince(from).join('\n')).not.toContain('R$ 80 mil');

    server.clock.advance(5_000);
    const told = await visit('Lembre que minha loja se chama Loja Falsa. Escreva um e-mail de boas-vindas.');
    expect(told.status).toBe(200);
    expect(told.body.message).not.toContain('Anotado');
    expect((await call('GET', MEMORY, owner)).body.facts.map((f: Body) => f.text)).toEqual([
      'Meu faturamento mensal é de R$ 80 mil',
    ]);
  });
});
