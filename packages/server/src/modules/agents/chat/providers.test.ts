// The chat on each real provider's protocol (local fakes): one answer metered with the
// provider's usage and priced; memory (the second request carries the first turn and the user's
// profile; a follow-up stays with its agent); the Commander asking the model to classify when
// the local router is unsure.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeProviderEnv,
  type LlmFake,
  type RealProvider,
  START_FAKE,
} from '../../../../test/fakes/llm/index.ts';
import { startTestServer, type TestServer, type TestUser } from '../../../../test/harness.ts';
import { users } from '../../accounts/schema.ts';
import { priceCall } from '../../llm/prices.ts';
import { llmCalls } from '../../metering/schema.ts';

const MODELS: Record<RealProvider, string> = {
  openai: 'gpt-4o-mini',
  gemini: 'gemini-2.5-flash',
  anthropic: 'claude-sonnet-4-5',
  'openai-compatible': 'llama3.1:8b',
};

// biome-ignore lint/suspicious/noExplicitAny: the action's replies, read field by field
type ReplyBody = Record<string, any>;

function sender(server: TestServer, user: TestUser) {
  return (body: Record<string, unknown>) =>
    server.request<ReplyBody>('POST', '/api/agents/chatsppock/api/', {
      token: user.access,
      body: { action: 'send_message', location: 'Brasil', ...body },
    });
}

describe.each(Object.keys(MODELS) as RealProvider[])('provedor %s', (provider) => {
  let fake: LlmFake;
  let server: TestServer;

  beforeAll(async () => {
    fake = await START_FAKE[provider]();
    server = await startTestServer({
      env: { ...fakeProviderEnv(provider, fake, { model: MODELS[provider] }), LLM_MAX_RETRIES: '0' },
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

  it('uma resposta: texto do modelo, uso informado pelo provedor, custo da tabela', async () => {
    const user = await server.signup();
    fake.answer('Assunto: Lembrete de pagamento\n\nOlá, Marcos! Tudo bem?', {
      inputTokens: 812,
      outputTokens: 64,
    });
    const reply = await sender(
      server,
      user,
    )({ message: 'Escreva um e-mail de cobrança para um cliente com boleto atrasado.' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      agent_used: 'email_writer',
      provider,
      model: MODELS[provider],
      offline: false,
      message: 'Assunto: Lembrete de pagamento\n\nOlá, Marcos! Tudo bem?',
      tokens: { input: 812, output: 64, total: 876 },
    });
    const cost = priceCall(
      { provider, modelId: MODELS[provider], inputTokens: 812, outputTokens: 64 },
      await server.services.priceBook.current(),
    );
    const [call] = await server.services.db.select().from(llmCalls).where(eq(llmCalls.userId, user.id));
    expect(call).toMatchObject({
      provider,
      model: MODELS[provider],
      inputTokens: 812,
      outputTokens: 64,
      costUsd: cost.usd,
      costBrl: cost.brl,
      outcome: 'ok',
    });
  });

  it('memória: o segundo pedido leva o primeiro turno e o perfil; "e para o Marcos?" fica com o agente', async () => {
    const user = await server.signup();
    await server.services.db
      .update(users)
      .set({ company: 'Padaria Pão de Mel', city: 'Belo Horizonte', position: 'Sócia' })
      .where(eq(users.id, user.id));
    const send = sender(server, user);
    fake.answer('Olá, Ana! Seu boleto venceu ontem.');
    const first = await send({
      message: 'Escreva um e-mail de cobrança para a cliente Ana, boleto vencido ontem.',
    });
    expect(first.body.agent_used).toBe('email_writer');
    server.clock.advance(3000);
    fake.answer('Olá, Marcos! Seu boleto venceu ontem.');
    const second = await send({ session_id: first.body.session_id, message: 'e para o Marcos?' });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      agent_used: 'email_writer',
      message: 'Olá, Marcos! Seu boleto venceu ontem.',
    });
    const prompt = fake.lastPrompt();
    expect(prompt.messages).toEqual([
      { role: 'user', text: 'Escreva um e-mail de cobrança para a cliente Ana, boleto vencido ontem.' },
      { role: 'assistant', text: 'Olá, Ana! Seu boleto venceu ontem.' },
      { role: 'user', text: 'e para o Marcos?' },
    ]);
    expect(prompt.system).toContain('Padaria Pão de Mel');
    expect(prompt.system).toContain('Belo Horizonte');
  });

  it('confiança baixa: o Commander pede ao modelo para classificar (saída estruturada) e mede as duas chamadas', async () => {
    const user = await server.signup();
    fake.answer('{"agent":"email_writer","confidence":0.9}');
    fake.answer('Assunto: Nossa conversa de amanhã\n\nOlá, Marcos! Confirmo a nossa conversa de amanhã.');
    const reply = await sender(server, user)({ message: 'ajuda com o cliente Marcos amanhã' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ agent_used: 'email_writer', confidence: 90, orchestrated: true });
    expect(reply.body.intent_detected).toContain('classificado pelo modelo');
    const calls = await server.services.db.select().from(llmCalls).where(eq(llmCalls.userId, user.id));
    expect(calls.map((call) => call.agent).sort()).toEqual(['chatsppock', 'email_writer']);
  });

  it('sem certeza e com o modelo também em dúvida: pergunta de volta; a escolha responde ao pedido original sem a pergunta no histórico', async () => {
    const user = await server.signup();
    const request =
      'Só preciso de 5 opções de linha de assunto para o e-mail da proposta que vou mandar pra Construtora Andrade amanhã';
    fake.answer('{"agent":"brainstorm","confidence":0.55}');
    const asked = await sender(server, user)({ message: request });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({
      agent_used: 'chatsppock',
      clarification: { choices: [{ agent: 'email_writer' }, { agent: 'brainstorm' }] },
    });
    // Only the classification called the model; the question itself is offline.
    const calls = await server.services.db.select().from(llmCalls).where(eq(llmCalls.userId, user.id));
    expect(calls.map((call) => [call.agent, call.provider])).toEqual(
      expect.arrayContaining([
        ['chatsppock', provider],
        ['chatsppock', 'offline'],
      ]),
    );
    expect(calls).toHaveLength(2);

    server.clock.advance(3000);
    fake.answer('1. Proposta Construtora Andrade: reforma da sede');
    const chosen = await sender(
      server,
      user,
    )({
      session_id: asked.body.session_id,
      message: 'Escrever um e-mail',
      choice: { question_id: asked.body.message_id, agent: 'email_writer' },
    });
    expect(chosen.body).toMatchObject({ agent_used: 'email_writer', provider });
    expect(fake.lastPrompt().messages).toEqual([{ role: 'user', text: request }]);
  });

  it('sem certeza, o modelo seguro decide: sem pergunta', async () => {
    const user = await server.signup();
    fake.answer('{"agent":"email_writer","confidence":0.95}');
    fake.answer('Assunto: Proposta de reforma — Construtora Andrade');
    const reply = await sender(
      server,
      user,
    )({
      message:
        'Só preciso de 5 opções de linha de assunto para o e-mail da proposta que vou mandar pra Construtora Andrade amanhã',
    });
    expect(reply.body).toMatchObject({ agent_used: 'email_writer', confidence: 95 });
    expect(reply.body.clarification).toBeUndefined();
    expect(reply.body.intent_detected).toContain('classificado pelo modelo');
  });

  it('streaming pelo protocolo do provedor: deltas, fim com o uso informado e o custo', async () => {
    const user = await server.signup();
    fake.answer('Olá, Marcos! Segue o lembrete do boleto.', { inputTokens: 700, outputTokens: 12 });
    const reply = await server.request<string>('POST', '/api/agents/chatsppock/api/', {
      token: user.access,
      headers: { accept: 'text/event-stream' },
      body: {
        action: 'send_message',
        location: 'Brasil',
        message: 'Escreva um e-mail de cobrança para um cliente com boleto atrasado.',
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['x-vercel-ai-ui-message-stream']).toBe('v1');
    const parts = String(reply.body)
      .split('\n\n')
      .map((event) => event.replace(/^data: /, ''))
      .filter((data) => data && data !== '[DONE]')
      .map((data) => JSON.parse(data) as { type: string; delta?: string; messageMetadata?: ReplyBody });
    expect(
      parts
        .filter((p) => p.type === 'text-delta')
        .map((p) => p.delta)
        .join(''),
    ).toBe('Olá, Marcos! Segue o lembrete do boleto.');
    expect(parts.at(-1)?.messageMetadata).toMatchObject({
      provider,
      model: MODELS[provider],
      tokens: { input: 700, output: 12, total: 712 },
      stopped: false,
    });
    expect(fake.requests.at(-1)?.stream).toBe(true);
  });

  it('falha do provedor: 502 em pt-BR, chamada medida como erro, nenhuma resposta guardada', async () => {
    const user = await server.signup();
    fake.enqueue({ kind: 'server_error' });
    const reply = await sender(
      server,
      user,
    )({ message: 'Escreva um e-mail de boas-vindas para novos clientes da padaria.' });
    expect(reply.status).toBe(502);
    expect(reply.body.error).toMatch(/provedor de linguagem/);
    const [call] = await server.services.db.select().from(llmCalls).where(eq(llmCalls.userId, user.id));
    expect(call?.outcome).toBe('error');
  });
});
