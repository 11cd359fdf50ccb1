// Knowledge documents under load (issue 25): large documents are ranked off the event loop, a
// list of agents never reads their texts, and a server too busy to read answers 503 with
// Retry-After, keeping nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';
import { oneLongWord, randomWords, watchHealth } from '../../../test/health-watch.ts';
import { occupyAll } from '../../../test/work-slots.ts';
import { EXTRACTION_SLOTS } from '../files/extract/index.ts';
import { FILES_MESSAGES } from '../files/index.ts';
import { RANKING_SLOTS } from '../files/ranking.ts';
import { customAgentDocuments, customAgentSessions } from './schema.ts';

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

const CATERING = {
  name: 'Buffet Aurora',
  description: 'Responde sobre o cardápio e os preços do Buffet Aurora.',
  category: 'Vendas',
  instructions: 'Você responde pelo Buffet Aurora, de Campinas, com base nos documentos.',
  starter_prompts: ['Quanto custa o coquetel volante?'],
  tools: [],
  audience: 'team',
};

const PRICE = 'O coquetel volante do Buffet Aurora custa R$ 89,00 por convidado.';

async function agentOfEnterprise(): Promise<{ owner: TestUser; id: string }> {
  const owner = await server.signup({ first_name: 'Helena', last_name: 'Prado' });
  expect((await call('POST', '/payments/upgrade/', owner, { plan_type: 'enterprise' })).status).toBe(200);
  const created = await call('POST', '/api/custom-agents/', owner, CATERING);
  expect(created.status).toBe(201);
  return { owner, id: created.body.agent.id as string };
}

const addDocument = (owner: TestUser, id: string, filename: string, text: string) =>
  call('POST', `/api/custom-agents/${id}/documents/`, owner, {
    filename,
    content_base64: Buffer.from(text, 'utf8').toString('base64'),
  });

describe('documentos de conhecimento grandes', () => {
  // Ten documents of 700,000 characters took the event loop for about 1 s a question before the
  // ranking went to a worker. A retry absorbs one stalled poll on a busy core, not that.
  it('uma pergunta a um agente com 10 documentos de 700 mil caracteres: /healthz segue respondendo e o trecho certo é citado', {
    retry: 2,
    timeout: 120_000,
  }, async () => {
    const { owner, id } = await agentOfEnterprise();
    for (let i = 0; i < 10; i += 1) {
      const filler = i % 2 === 0 ? randomWords(700_000, i + 3) : oneLongWord(700_000, i + 3);
      // The price sits in the middle of one random-word document, a paragraph of its own.
      const text = i === 4 ? `${filler.slice(0, 350_000)}\n\n${PRICE}\n\n${filler.slice(350_000)}` : filler;
      expect((await addDocument(owner, id, `catalogo-${i + 1}.txt`, text)).status).toBe(201);
    }
    const watch = watchHealth(server);
    const reply = await call('POST', `/api/custom-agents/${id}/chat/`, owner, {
      message: 'Quanto custa o coquetel volante por convidado?',
    });
    const { longestMs, polls } = await watch.stop();
    expect(reply.status).toBe(200);
    expect(reply.body.citations).toEqual([
      expect.objectContaining({ filename: 'catalogo-5.txt', excerpt: PRICE }),
    ]);
    expect(reply.body.answer).toContain(PRICE);
    expect(polls).toBeGreaterThan(0);
    expect(longestMs).toBeLessThan(100);
  });

  it('a lista dos agentes mostra os caracteres de cada documento sem ler os textos; um emoji é um caractere', async () => {
    const { owner, id } = await agentOfEnterprise();
    expect(
      (await addDocument(owner, id, 'cardapio.txt', `☕ Café coado e 🥐 croissant.\n\n${PRICE}`)).status,
    ).toBe(201);
    const listed = await call('GET', '/api/custom-agents/', owner);
    expect(listed.body.agents[0].documents).toEqual([
      expect.objectContaining({ filename: 'cardapio.txt', characters: 29 + PRICE.length }),
    ]);
    // A document stored before the count existed is counted from its text.
    await server.database.db
      .update(customAgentDocuments)
      .set({ characters: null })
      .where(eq(customAgentDocuments.agentId, id));
    expect((await call('GET', `/api/custom-agents/${id}/`, owner)).body.agent.documents[0].characters).toBe(
      29 + PRICE.length,
    );
  });
});

describe('servidor ocupado lendo arquivos', () => {
  it('um documento enviado com a fila de leitura cheia: 503 com Retry-After, nada guardado; depois, 201', async () => {
    const { owner, id } = await agentOfEnterprise();
    const release = occupyAll(EXTRACTION_SLOTS);
    let refused: Awaited<ReturnType<typeof call>>;
    try {
      refused = await addDocument(owner, id, 'cardapio.txt', PRICE);
    } finally {
      await release();
    }
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ success: false, error: FILES_MESSAGES.busy });
    expect(refused.headers['retry-after']).toBe('60');
    expect((await call('GET', `/api/custom-agents/${id}/`, owner)).body.agent.documents).toEqual([]);
    expect((await addDocument(owner, id, 'cardapio.txt', PRICE)).status).toBe(201);
  });

  it('uma pergunta com a fila de leitura cheia: 503 com Retry-After, nenhuma conversa aberta; depois, a resposta', async () => {
    const { owner, id } = await agentOfEnterprise();
    // Past the length ranked on the request thread: the question needs the ranking worker.
    const text = `${randomWords(30_000)}\n\n${PRICE}`;
    expect((await addDocument(owner, id, 'cardapio.txt', text)).status).toBe(201);
    const release = occupyAll(RANKING_SLOTS);
    let refused: Awaited<ReturnType<typeof call>>;
    try {
      refused = await call('POST', `/api/custom-agents/${id}/chat/`, owner, {
        message: 'Quanto custa o coquetel volante?',
      });
    } finally {
      await release();
    }
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ success: false, error: FILES_MESSAGES.busy });
    expect(refused.headers['retry-after']).toBe('60');
    const sessions = await server.database.db
      .select()
      .from(customAgentSessions)
      .where(eq(customAgentSessions.agentId, id));
    expect(sessions).toEqual([]);
    server.clock.advance(2_000);
    const answered = await call('POST', `/api/custom-agents/${id}/chat/`, owner, {
      message: 'Quanto custa o coquetel volante?',
    });
    expect(answered.status).toBe(200);
    expect(answered.body.citations).toEqual([expect.objectContaining({ excerpt: PRICE })]);
  });

  it('pelo Commander, com a fila de leitura cheia: 503 com Retry-After e nenhuma conversa com o agente', async () => {
    const { owner, id } = await agentOfEnterprise();
    const text = `${randomWords(30_000)}\n\n${PRICE}`;
    expect((await addDocument(owner, id, 'cardapio.txt', text)).status).toBe(201);
    const ask = () =>
      call('POST', '/api/agents/chatsppock/api/', owner, {
        action: 'send_message',
        location: 'Brasil',
        message: 'Quanto custa o coquetel volante do Buffet Aurora por convidado?',
      });
    const release = occupyAll(RANKING_SLOTS);
    let refused: Awaited<ReturnType<typeof call>>;
    try {
      refused = await ask();
    } finally {
      await release();
    }
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ success: false, error: FILES_MESSAGES.busy });
    expect(refused.headers['retry-after']).toBe('60');
    const sessions = await server.database.db
      .select()
      .from(customAgentSessions)
      .where(eq(customAgentSessions.agentId, id));
    expect(sessions).toEqual([]);
    server.clock.advance(3_000);
    const answered = await ask();
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ orchestrated: true, agent_name: 'Buffet Aurora' });
    expect(answered.body.message).toContain(PRICE);
  });
});
