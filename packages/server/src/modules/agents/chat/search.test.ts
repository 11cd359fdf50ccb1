// Web search for the search agents (issue 11, issue 20 "search only on plans with search_tool"),
// against fake Serper and Exa servers on their wire formats: no key → said plainly; plan without
// search → said plainly; offline → the search runs with the request and the results are listed
// and cited, nothing added; with a model → an AI SDK tool call, the sources cited.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type SearchFake, startFakeExa, startFakeSerper } from '../../../../test/fakes/search/index.ts';
import { startToolModel, type ToolModelFake } from '../../../../test/fakes/search/tool-model.ts';
import { startTestServer, type TestServer, type TestUser } from '../../../../test/harness.ts';
import { plans } from '../../payments/schema.ts';
import { SEARCH_MESSAGES } from '../../search/index.ts';
import { OFFLINE_NOTE } from '../registry/index.ts';

// biome-ignore lint/suspicious/noExplicitAny: replies read field by field
type ReplyBody = Record<string, any>;

const HITS = [
  {
    title: 'Padaria Estrela do Batel — cafés especiais',
    url: 'https://padariaestrela.example.com.br/',
    snippet: 'Padaria artesanal no Batel com cafés especiais e pães de fermentação natural.',
    date: '2026-03-02',
  },
  {
    title: 'Café Araucária | Curitiba',
    url: 'https://cafearaucaria.example.com.br/sobre',
    snippet: 'Cafeteria com torra própria no centro de Curitiba.',
  },
];

async function proUser(server: TestServer): Promise<TestUser> {
  const user = await server.signup();
  const upgraded = await server.request('POST', '/payments/upgrade/', {
    token: user.access,
    body: { plan_type: 'professional' },
  });
  expect(upgraded.status).toBe(200);
  return user;
}

function ask(
  server: TestServer,
  user: TestUser,
  agent: string,
  message: string,
  extra: Record<string, unknown> = {},
) {
  return server.request<ReplyBody>('POST', `/api/agents/${agent}/api/`, {
    token: user.access,
    body: { action: 'send_message', message, ...extra },
  });
}

describe('sem chave de busca', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('o agente diz claramente que a busca não está configurada e não lista empresas', async () => {
    const user = await proUser(server);
    const reply = await ask(
      server,
      user,
      'competition',
      'Quem são os concorrentes de uma cafeteria no Batel?',
    );
    expect(reply.status).toBe(200);
    expect(reply.body.message.startsWith(`> ${SEARCH_MESSAGES.notConfigured}`)).toBe(true);
    expect(reply.body.message).not.toContain('](http');
  });

  it('plano sem search_tool: o agente diz que a busca não faz parte do plano', async () => {
    const user = await proUser(server);
    await server.services.db.update(plans).set({ searchTool: false }).where(eq(plans.type, 'professional'));
    server.clock.advance(5 * 60_000);
    try {
      const reply = await ask(server, user, 'competition', 'Concorrentes de uma cafeteria em Curitiba');
      expect(reply.status).toBe(200);
      expect(reply.body.message).toContain(SEARCH_MESSAGES.notInPlan('Pro'));
    } finally {
      await server.services.db.update(plans).set({ searchTool: true }).where(eq(plans.type, 'professional'));
      server.clock.advance(5 * 60_000);
    }
  });
});

describe('offline com Serper', () => {
  let serper: SearchFake;
  let server: TestServer;
  beforeAll(async () => {
    serper = await startFakeSerper();
    server = await startTestServer({ env: { SERPER_API_KEY: serper.apiKey, SERPER_BASE_URL: serper.url } });
  });
  afterEach(() => {
    expect(serper.unknownRequests).toEqual([]);
  });
  afterAll(async () => {
    await server?.close();
    await serper?.close();
  });

  it('busca com o pedido e a localização, lista os resultados com título e link, marcada offline', async () => {
    const user = await proUser(server);
    serper.respond(HITS);
    const reply = await ask(server, user, 'competition', 'Concorrentes de cafeterias especiais', {
      location: {
        country: 'Brasil',
        countryCode: 'BR',
        region: 'Paraná',
        city: 'Curitiba',
        timezone: 'America/Sao_Paulo',
      },
    });
    expect(reply.status).toBe(200);
    expect(serper.searches.at(-1)).toMatchObject({
      q: 'Concorrentes de cafeterias especiais',
      gl: 'br',
      hl: 'pt-br',
      location: 'Curitiba, Paraná, Brasil',
    });
    const message = reply.body.message as string;
    expect(message).toContain(
      '[Padaria Estrela do Batel — cafés especiais](https://padariaestrela.example.com.br/) (2026-03-02)',
    );
    expect(message).toContain('[Café Araucária \\| Curitiba](https://cafearaucaria.example.com.br/sobre)');
    expect(message).toContain('Cafeteria com torra própria no centro de Curitiba.');
    expect(message).toContain(OFFLINE_NOTE);
    expect(reply.body.offline).toBe(true);
  });

  it('sem resultados: diz isso e não inventa', async () => {
    const user = await proUser(server);
    serper.respond([]);
    const reply = await ask(server, user, 'supplier_finder', 'Fornecedores de embalagens biodegradáveis');
    expect(reply.status).toBe(200);
    expect(reply.body.message).toContain('A busca não trouxe resultados.');
    expect(reply.body.message).not.toContain('](http');
  });

  it('a chave recusada pelo provedor: a resposta diz isso em pt-BR', async () => {
    const user = await proUser(server);
    serper.fail(403);
    const reply = await ask(server, user, 'competition', 'Concorrentes de padarias em Londrina');
    expect(reply.status).toBe(200);
    expect(reply.body.message).toContain(`A busca na web falhou: ${SEARCH_MESSAGES.unauthorized}`);
  });
});

describe('offline com Exa', () => {
  let exa: SearchFake;
  let server: TestServer;
  beforeAll(async () => {
    exa = await startFakeExa();
    server = await startTestServer({ env: { EXA_API_KEY: exa.apiKey, EXA_BASE_URL: exa.url } });
  });
  afterAll(async () => {
    await server?.close();
    await exa?.close();
  });

  it('busca no Exa (sem localização: Brasil) e cita cada resultado', async () => {
    const user = await proUser(server);
    exa.respond(HITS);
    const reply = await ask(server, user, 'supplier_finder', 'Fornecedores de café em grão para cafeterias');
    expect(reply.status).toBe(200);
    expect(exa.searches.at(-1)).toMatchObject({
      query: 'Fornecedores de café em grão para cafeterias',
      userLocation: 'BR',
      type: 'auto',
    });
    expect(reply.body.message).toContain('(https://padariaestrela.example.com.br/)');
    expect(reply.body.message).toContain('Padaria artesanal no Batel com cafés especiais');
    expect(exa.unknownRequests).toEqual([]);
  });
});

describe('com um modelo: a busca é uma ferramenta da chamada', () => {
  let serper: SearchFake;
  let model: ToolModelFake;
  let server: TestServer;
  beforeAll(async () => {
    serper = await startFakeSerper();
    model = await startToolModel({
      tool: 'buscar_na_web',
      args: { query: 'cafeterias especiais Curitiba' },
      // The model names what it found but leaves the links out: the server cites them.
      write: (result) =>
        `## Concorrentes encontrados\n\n${((result as { results: { title: string }[] }).results ?? [])
          .map((r) => `- ${r.title}`)
          .join('\n')}`,
    });
    server = await startTestServer({
      env: {
        SERPER_API_KEY: serper.apiKey,
        SERPER_BASE_URL: serper.url,
        LLM_PROVIDER: 'openai-compatible',
        LLM_BASE_URL: model.baseUrl,
        LLM_MODEL: 'llama3.1:8b',
        LLM_MAX_RETRIES: '0',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await model?.close();
    await serper?.close();
  });

  it('o modelo chama buscar_na_web, recebe os resultados e a resposta cita as fontes', async () => {
    const user = await proUser(server);
    serper.respond(HITS);
    const reply = await ask(
      server,
      user,
      'competition',
      'Quem são meus concorrentes? Tenho uma cafeteria especial.',
    );
    expect(reply.status).toBe(200);
    expect(reply.body.offline).toBe(false);
    const first = model.requests[0] as { tools: { function: { name: string } }[] };
    expect(first.tools.map((tool) => tool.function.name)).toEqual(['buscar_na_web']);
    expect(serper.searches.at(-1)).toMatchObject({ q: 'cafeterias especiais Curitiba', gl: 'br' });
    expect(model.toolResults[0]).toMatchObject({ results: [{ url: HITS[0]?.url }, { url: HITS[1]?.url }] });
    const message = reply.body.message as string;
    expect(message).toContain('- Padaria Estrela do Batel — cafés especiais');
    expect(message).toContain('## Fontes');
    expect(message).toContain('(https://padariaestrela.example.com.br/)');
    expect(message).toContain('(https://cafearaucaria.example.com.br/sobre)');
    expect(model.unknownRequests).toEqual([]);
    expect(serper.unknownRequests).toEqual([]);
  });
});
