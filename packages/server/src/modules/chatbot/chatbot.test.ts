// The FAQ chatbot over HTTP (spec 2 §3, §4, §7, §8, §9) and the anonymous visitor's session on
// the public pages (issue 20): answers from the knowledge base with the seeded plans' prices,
// message_count +2 per exchange, history, rating, end, hand-off to support, throttles, the plan
// rule, and answers written by a language model from the retrieved articles.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeProviderEnv, type LlmFake, startFakeOpenAI } from '../../../test/fakes/llm/index.ts';
import { randomIp, startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';
import { llmCalls } from '../metering/schema.ts';
import { recordLlmCall } from '../metering/usage.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

interface SessionInfo {
  session_id: string;
  is_active: boolean;
  message_count: number;
  package_type: string;
  created: string;
}
interface Reply {
  message: string;
  message_id: string;
  confidence_score: number;
  suggestions: string[];
  answer_source?: string;
  sources?: string[];
  support_handoff?: { subject: string; content: string; category_id: number | null; priority: string };
}
interface History {
  session_id: string | null;
  conversations: (Reply & { user_message: string; bot_response: string; is_helpful: boolean | null })[];
}

const info = async (user: TestUser, on = server) =>
  (await on.request<SessionInfo>('GET', '/api/chatbot/session/info/', { token: user.access })).body;
const ask = (user: TestUser, session_id: string, message: string, on = server) =>
  on.request<Reply>('POST', '/api/chatbot/response/', { token: user.access, body: { message, session_id } });
const history = async (user: TestUser) =>
  (await server.request<History>('GET', '/api/chatbot/history/', { token: user.access })).body;

describe('chatbot de FAQ do assinante', () => {
  it('abre a sessão na primeira consulta e devolve a mesma depois', async () => {
    const user = await server.signup();
    const first = await info(user);
    expect(first).toMatchObject({ is_active: true, message_count: 0, package_type: 'freemium' });
    expect(first.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await info(user)).session_id).toBe(first.session_id);
    expect(await history(user)).toEqual({ success: true, session_id: first.session_id, conversations: [] });
  });

  it('duas primeiras aberturas ao mesmo tempo (duas abas) ficam com uma só sessão ativa', async () => {
    const user = await server.signup();
    const [a, b] = await Promise.all([info(user), info(user)]);
    expect(a.session_id).toBe(b.session_id);
    expect((await info(user)).session_id).toBe(a.session_id);
  });

  it('responde com o preço dos planos semeados, sugere perguntas relacionadas e soma 2 por troca', async () => {
    const user = await server.signup();
    const { session_id } = await info(user);
    const reply = await ask(user, session_id, 'quanto custa o plano pro?');
    expect(reply.status).toBe(200);
    expect(reply.body.message).toContain('R$ 39,90');
    expect(reply.body.confidence_score).toBeGreaterThanOrEqual(0.5);
    expect(reply.body.confidence_score).toBeLessThanOrEqual(1);
    expect(reply.body.answer_source).toBe('knowledge_base');
    expect(reply.body.sources).toEqual(['Planos e preços']);
    expect(reply.body.suggestions.length).toBeGreaterThan(0);
    expect(reply.body.support_handoff).toBeUndefined();
    expect((await info(user)).message_count).toBe(2);

    const second = await ask(user, session_id, 'como cancelo minha assinatura');
    expect(second.body.message).toContain('Meus Dados › Assinatura');
    expect((await info(user)).message_count).toBe(4);

    const { conversations } = await history(user);
    expect(conversations.map((item) => [item.user_message, item.message_id, item.is_helpful])).toEqual([
      ['quanto custa o plano pro?', reply.body.message_id, null],
      ['como cancelo minha assinatura', second.body.message_id, null],
    ]);
    expect(conversations[0]?.bot_response).toBe(reply.body.message);
  });

  it('offline, a resposta é o próprio artigo: nenhuma chamada de modelo, nenhum token do plano gasto', async () => {
    const user = await server.signup();
    const { session_id } = await info(user);
    const reply = await ask(user, session_id, 'o que é o commander?');
    expect(reply.body.answer_source).toBe('knowledge_base');
    expect(await server.services.db.select().from(llmCalls).where(eq(llmCalls.userId, user.id))).toEqual([]);
  });

  it('avalia cada resposta ("Obrigado pelo seu feedback!"); a de outro usuário responde 404', async () => {
    const user = await server.signup();
    const stranger = await server.signup();
    const { session_id } = await info(user);
    const reply = await ask(user, session_id, 'como falo com o suporte?');
    const rate = (who: TestUser, body: unknown) =>
      server.request('POST', '/api/chatbot/rate/', { token: who.access, body });
    expect((await rate(user, { message_id: reply.body.message_id, is_helpful: false })).body).toEqual({
      success: true,
      message: 'Obrigado pelo seu feedback!',
    });
    expect((await rate(user, { message_id: reply.body.message_id, is_helpful: true })).status).toBe(200);
    expect((await history(user)).conversations[0]?.is_helpful).toBe(true);
    expect((await rate(stranger, { message_id: reply.body.message_id, is_helpful: false })).body).toEqual({
      success: false,
      error: 'Mensagem não encontrada',
    });
    expect((await history(user)).conversations[0]?.is_helpful).toBe(true);
    expect((await rate(user, { message_id: reply.body.message_id })).body).toEqual({
      success: false,
      error: 'Dados inválidos: informe message_id e is_helpful.',
    });
  });

  it('sem certeza, diz que não sabe e entrega a conversa pronta para uma mensagem de suporte', async () => {
    const user = await server.signup();
    const { session_id } = await info(user);
    await ask(user, session_id, 'quanto custa o plano enterprise?');
    const reply = await ask(user, session_id, 'qual é a capital da frança?');
    expect(reply.body.answer_source).toBe('not_sure');
    expect(reply.body.confidence_score).toBeLessThan(0.5);
    expect(reply.body.message).toContain('Não tenho certeza');
    const handoff = reply.body.support_handoff;
    expect(handoff?.subject).toBe('qual é a capital da frança?');
    expect(handoff?.content).toContain('Você: quanto custa o plano enterprise?');
    expect(handoff?.content).toContain('Chatbot: ');
    expect(handoff?.content).toContain('Você: qual é a capital da frança?');
    expect(reply.body.suggestions.length).toBeGreaterThan(0);

    const created = await server.request<{ data: { subject: string; content: string } }>(
      'POST',
      '/api/support/messages/create/',
      { token: user.access, body: handoff },
    );
    expect(created.status).toBe(201);
    expect(created.body.data.content).toContain('qual é a capital da frança?');
  });

  it('a mensagem ao suporte leva a conversa inteira, sem cortar respostas, e vira um chamado', async () => {
    const user = await server.signup();
    const { session_id } = await info(user);
    const questions = [
      'quais são os planos e preços?',
      'como cancelo minha assinatura',
      'o que são tokens',
      'como falo com o suporte',
      'quais agentes existem',
      'esqueci minha senha',
      'quanto custa o plano pro?',
    ];
    const answers: string[] = [];
    for (const question of questions) {
      answers.push((await ask(user, session_id, question)).body.message);
    }
    const reply = await ask(user, session_id, 'qual é a capital da frança?');
    expect(reply.body.answer_source).toBe('not_sure');
    const content = reply.body.support_handoff?.content ?? '';
    // The first exchange, beyond the last five, and the longest answers in full.
    expect(content).toContain(`Você: ${questions[0]}\nChatbot: ${answers[0]}`);
    for (const answer of answers) {
      expect(content).toContain(answer);
    }
    expect(content.endsWith('Você: qual é a capital da frança?')).toBe(true);

    const created = await server.request<{ data: { content: string } }>(
      'POST',
      '/api/support/messages/create/',
      {
        token: user.access,
        body: reply.body.support_handoff,
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.data.content).toBe(content);
  });

  it('encerrar a sessão é idempotente; a próxima consulta abre outra e a antiga não aceita perguntas', async () => {
    const user = await server.signup();
    const old = await info(user);
    await ask(user, old.session_id, 'o que são tokens');
    const end = () => server.request('POST', '/api/chatbot/session/end/', { token: user.access });
    expect((await end()).body).toEqual({ success: true, message: 'Sessão do chatbot encerrada.' });
    expect((await end()).status).toBe(200);
    expect(await history(user)).toEqual({ success: true, session_id: null, conversations: [] });
    const fresh = await info(user);
    expect(fresh.session_id).not.toBe(old.session_id);
    expect(fresh.message_count).toBe(0);
    expect((await ask(user, old.session_id, 'o que são tokens')).body).toEqual({
      success: false,
      error: 'Sessão do chatbot não encontrada ou encerrada.',
    });
  });

  it('recusa mensagens vazias, longas demais, sem sessão e a sessão de outro usuário', async () => {
    const user = await server.signup();
    const stranger = await server.signup();
    const { session_id } = await info(user);
    const cases: [unknown, number, string][] = [
      [{ message: '   ', session_id }, 400, 'A mensagem não pode ser vazia.'],
      [
        { message: 'x'.repeat(2001), session_id },
        400,
        'A mensagem é longa demais. O limite é de 2.000 caracteres.',
      ],
      [{ message: 'quanto custa?' }, 400, 'Informe o session_id da sessão do chatbot.'],
      [
        { message: 'quanto custa?', session_id: 'nao-e-uuid' },
        400,
        'Informe o session_id da sessão do chatbot.',
      ],
    ];
    for (const [body, status, error] of cases) {
      const reply = await server.request('POST', '/api/chatbot/response/', { token: user.access, body });
      expect({ status: reply.status, body: reply.body }).toEqual({ status, body: { success: false, error } });
    }
    const huge = await server.request('POST', '/api/chatbot/response/', {
      token: user.access,
      payload: JSON.stringify({ message: 'y'.repeat(5_000_000), session_id }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.status).toBe(400);
    expect((await ask(stranger, session_id, 'quanto custa o pro?')).status).toBe(404);
    expect((await info(user)).message_count).toBe(0);
    expect((await server.request('GET', '/api/chatbot/session/info/')).status).toBe(401);
  });

  it('mais de 20 mensagens por minuto respondem 429 com Retry-After', async () => {
    const user = await server.signup();
    const { session_id } = await info(user);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push((await ask(user, session_id, 'oi')).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    const refused = await ask(user, session_id, 'oi');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      success: false,
      error: 'Muitas mensagens enviadas. Tente novamente em alguns minutos.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await info(user)).message_count).toBe(40);
  });
});

describe('plano sem chatbot', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ env: { CHATBOT_PLANS: 'professional,enterprise' } });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('um plano fora de CHATBOT_PLANS recebe 403 "Acesso negado. Verifique sua assinatura."; o upgrade libera', async () => {
    const user = await limited.signup();
    const { session_id } = await info(user, limited);
    const refused = await ask(user, session_id, 'quanto custa o plano pro?', limited);
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 403,
      body: { success: false, error: 'Acesso negado. Verifique sua assinatura.' },
    });
    const upgrade = await limited.request('POST', '/payments/upgrade/', {
      token: user.access,
      body: { plan_type: 'professional', payment_method_id: 'pm_card_visa' },
    });
    expect(upgrade.status).toBe(200);
    expect((await ask(user, session_id, 'quanto custa o plano pro?', limited)).status).toBe(200);
    expect((await info(user, limited)).package_type).toBe('professional');
  });
});

describe('visitante anônimo nas páginas públicas', () => {
  const start = (ip: string) => server.request<SessionInfo>('POST', '/api/chatbot/visitor/session/', { ip });
  const visitorAsk = (ip: string, session_id: string, message: string) =>
    server.request<Reply>('POST', '/api/chatbot/visitor/response/', { ip, body: { message, session_id } });

  it('abre uma sessão sem conta, pergunta e avalia', async () => {
    const ip = randomIp();
    const session = await start(ip);
    expect(session.status).toBe(201);
    expect(session.body).toMatchObject({ is_active: true, message_count: 0, package_type: 'freemium' });
    const reply = await visitorAsk(ip, session.body.session_id, 'quanto custa o plano enterprise?');
    expect(reply.status).toBe(200);
    expect(reply.body.message).toContain('R$ 399,00');
    expect(reply.body.answer_source).toBe('knowledge_base');
    const rate = await server.request('POST', '/api/chatbot/visitor/rate/', {
      ip,
      body: { session_id: session.body.session_id, message_id: reply.body.message_id, is_helpful: true },
    });
    expect(rate.body).toEqual({ success: true, message: 'Obrigado pelo seu feedback!' });
    const otherSession = await start(ip);
    const wrongSession = await server.request('POST', '/api/chatbot/visitor/rate/', {
      ip,
      body: {
        session_id: otherSession.body.session_id,
        message_id: reply.body.message_id,
        is_helpful: false,
      },
    });
    expect(wrongSession.status).toBe(404);
  });

  it('sessões de visitante e de assinante não se misturam', async () => {
    const user = await server.signup();
    const own = await info(user);
    const ip = randomIp();
    const visitor = await start(ip);
    expect((await ask(user, visitor.body.session_id, 'quanto custa o pro?')).status).toBe(404);
    expect((await visitorAsk(ip, own.session_id, 'quanto custa o pro?')).status).toBe(404);
    expect((await visitorAsk(ip, '6e8f0a2c-4b1d-4c3e-9f5a-7b8c9d0e1f2a', 'quanto custa o pro?')).status).toBe(
      404,
    );
  });

  it('a sessão de visitante expira depois de um dia', async () => {
    const ip = randomIp();
    const session = await start(ip);
    server.clock.advance(24 * 60 * 60 * 1000 + 1000);
    try {
      const reply = await visitorAsk(ip, session.body.session_id, 'quanto custa o pro?');
      expect(reply.body).toEqual({ success: false, error: 'Sessão do chatbot não encontrada ou encerrada.' });
    } finally {
      server.clock.advance(-(24 * 60 * 60 * 1000 + 1000));
    }
  });

  it('é limitado por endereço: 10 mensagens por minuto e 10 sessões por hora', async () => {
    const ip = randomIp();
    const first = await start(ip);
    const second = await start(ip);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await visitorAsk(ip, first.body.session_id, 'oi')).status);
      statuses.push((await visitorAsk(ip, second.body.session_id, 'oi')).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    const refused = await visitorAsk(ip, first.body.session_id, 'oi');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      success: false,
      error: 'Muitas mensagens enviadas. Tente novamente em alguns minutos.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await visitorAsk(randomIp(), second.body.session_id, 'oi')).status).toBe(200);

    const sessionsIp = randomIp();
    const opened: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      opened.push((await start(sessionsIp)).status);
    }
    expect(opened.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(opened[10]).toBe(429);
  });
});

describe('com um provedor de IA configurado', () => {
  let fake: LlmFake;
  let online: TestServer;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    online = await startTestServer({ env: fakeProviderEnv('openai', fake) });
  });
  afterAll(async () => {
    await online?.close();
    await fake?.close();
  });

  it('o modelo escreve a resposta só a partir dos artigos recuperados, e a resposta diz isso; a chamada é medida', async () => {
    const user = await online.signup();
    const { session_id } = await info(user, online);
    fake.answer('O plano Pro sai por R$ 39,90 por mês.', { inputTokens: 812, outputTokens: 14 });
    const reply = await ask(user, session_id, 'quanto custa o plano pro?', online);
    expect(reply.status).toBe(200);
    expect(reply.body.answer_source).toBe('model');
    expect(reply.body.message).toContain('O plano Pro sai por R$ 39,90 por mês.');
    expect(reply.body.message).toContain('Resposta escrita por IA a partir da central de ajuda do Sppock');
    expect(reply.body.sources?.[0]).toBe('Planos e preços');
    const prompt = fake.lastPrompt();
    expect(prompt.system).toContain('SOMENTE as informações dos artigos');
    expect(prompt.messages.at(-1)?.text).toContain('### Planos e preços');
    expect(prompt.messages.at(-1)?.text).toContain('R$ 39,90');
    expect(prompt.messages.at(-1)?.text).toContain('Pergunta do usuário: quanto custa o plano pro?');
    const [call] = await online.services.db.select().from(llmCalls).where(eq(llmCalls.userId, user.id));
    expect(call).toMatchObject({
      agent: 'faq_chatbot',
      provider: 'openai',
      inputTokens: 812,
      outputTokens: 14,
    });
  });

  it('se o provedor falha, o artigo responde e a falha é medida', async () => {
    const user = await online.signup();
    const { session_id } = await info(user, online);
    fake.enqueue({ kind: 'server_error' }, { kind: 'server_error' }, { kind: 'server_error' });
    const reply = await ask(user, session_id, 'como cancelo minha assinatura', online);
    expect(reply.status).toBe(200);
    expect(reply.body.answer_source).toBe('knowledge_base');
    expect(reply.body.message).toContain('Meus Dados › Assinatura');
    const calls = await online.services.db.select().from(llmCalls).where(eq(llmCalls.userId, user.id));
    expect(calls.map((call) => call.outcome)).toEqual(['error']);
  });

  it('com os tokens do ciclo esgotados, responde o artigo sem chamar o modelo', async () => {
    const user = await online.signup();
    const { session_id } = await info(user, online);
    await recordLlmCall(online.services.db, {
      userId: user.id,
      agent: 'chatsppock',
      provider: 'openai',
      model: 'gpt-4o-mini',
      inputTokens: 150_000,
      outputTokens: 0,
      outcome: 'ok',
      at: online.clock.now(),
    });
    const before = fake.requests.length;
    const reply = await ask(user, session_id, 'o que acontece quando meus tokens acabam?', online);
    expect(reply.status).toBe(200);
    expect(reply.body.answer_source).toBe('knowledge_base');
    expect(reply.body.message).toContain('80%');
    expect(fake.requests.length).toBe(before);
  });

  it('o visitante anônimo é respondido pelos artigos, sem chamar o modelo', async () => {
    const before = fake.requests.length;
    const ip = randomIp();
    const session = await online.request<SessionInfo>('POST', '/api/chatbot/visitor/session/', { ip });
    const reply = await online.request<Reply>('POST', '/api/chatbot/visitor/response/', {
      ip,
      body: { message: 'quanto custa o plano pro?', session_id: session.body.session_id },
    });
    expect(reply.body.answer_source).toBe('knowledge_base');
    expect(fake.requests.length).toBe(before);
  });
});
