// Reports written by a configured model (a local fake of the OpenAI protocol): the model gets the
// server's scores and the answers, its text becomes the report, its reported usage is metered and
// priced; when the provider fails, the offline report takes its place, said plainly, and both
// calls are metered.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeProviderEnv, type LlmFake, startFakeOpenAI } from '../../../test/fakes/llm/index.ts';
import { startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';
import { forgetModelLimits } from '../llm/model-limits.ts';
import { priceCall } from '../llm/prices.ts';
import { llmModels } from '../llm/schema.ts';
import { llmCalls } from '../metering/schema.ts';
import { usageChanged } from '../payer/cycle-usage.ts';

// biome-ignore lint/suspicious/noExplicitAny: replies read field by field
type Body = Record<string, any>;

const MODEL = 'gpt-4o-mini';
let fake: LlmFake;
let server: TestServer;
let user: TestUser;

function call(method: string, url: string, body?: unknown) {
  return server.request<Body>(method, url, { token: user.access, ...(body === undefined ? {} : { body }) });
}

function callsOf(agent: string) {
  return server.services.db
    .select()
    .from(llmCalls)
    .where(and(eq(llmCalls.userId, user.id), eq(llmCalls.agent, agent)))
    .orderBy(asc(llmCalls.id));
}

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startTestServer({
    env: { ...fakeProviderEnv('openai', fake, { model: MODEL }), LLM_MAX_RETRIES: '0' },
  });
  user = await server.signup({ first_name: 'Juliana' });
  const upgraded = await call('POST', '/payments/upgrade/', {
    plan_type: 'professional',
    payment_method_id: 'pm_card_visa',
  });
  expect(upgraded.body.success).toBe(true);
});
afterEach(() => {
  expect(fake.pendingOutcomes).toBe(0);
  expect(fake.unknownRequests).toEqual([]);
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

describe('relatórios escritos pelo modelo', () => {
  it('Roda da Vida: o modelo recebe as notas calculadas e escreve o relatório; o uso informado é medido e cobrado', async () => {
    const id = (await call('POST', '/api/assessment/rodavida/api/')).body.session_id;
    fake.answer('# Sua Roda da Vida\n\nJuliana, sua nota geral foi **6,1 de 10**.', {
      inputTokens: 900,
      outputTokens: 420,
    });
    const submit = await call('POST', '/api/assessment/rodavida/api/submit/', {
      session_id: id,
      responses: {
        carreira: [8, 7, 6],
        financas: [5, 4, 6],
        relacionamentos: [9, 8, 9],
        saude: [6, 5, 4],
        lazer: [4, 5],
        crescimento: [7, 8],
        espiritualidade: [8, 7],
        contribuicao: [3, 4],
      },
    });
    expect(submit.status).toBe(200);
    expect(submit.body).toMatchObject({
      assessment_result: '# Sua Roda da Vida\n\nJuliana, sua nota geral foi **6,1 de 10**.',
      tokens_used: 1320,
      analysis_data: { overall_score: 6.1 },
    });
    const prompt = fake.lastPrompt();
    expect(prompt.system).toContain('Roda da Vida');
    expect(prompt.system).toContain('não invente números');
    const text = prompt.messages.map((m) => m.text).join('\n');
    expect(text).toContain('A pessoa se chama Juliana');
    expect(text).toContain('Nota geral: 6,1 (Bom).');
    expect(text).toContain('- Relacionamentos: 8,7 (Excelente)');
    expect(text).toContain('Como você avalia a qualidade das suas amizades?: 8');

    const [metered] = await callsOf('assessment_rodavida');
    const cost = priceCall(
      { provider: 'openai', modelId: MODEL, inputTokens: 900, outputTokens: 420 },
      await server.services.priceBook.current(),
    );
    expect(metered).toMatchObject({
      provider: 'openai',
      model: MODEL,
      inputTokens: 900,
      outputTokens: 420,
      outcome: 'ok',
    });
    expect(metered?.costBrl).toBeCloseTo(cost.brl, 8);
    expect(metered?.costBrl).toBeGreaterThan(0);
    const session = (await call('GET', '/api/assessment/rodavida/api/sessions/')).body.sessions[0];
    expect(session).toMatchObject({
      id,
      tokens_used: 1320,
      assessment_result: submit.body.assessment_result,
    });
  });

  it('MBTI: o modelo recebe o tipo, os percentuais e as 32 respostas', async () => {
    const id = (await call('POST', '/api/assessment/mbti/api/')).body.session_id;
    fake.answer('# Seu tipo: INFP — O Mediador', { inputTokens: 1500, outputTokens: 600 });
    const responses = Object.fromEntries(
      Array.from({ length: 32 }, (_, i) => [String(i + 1), i % 2 === 0 ? 2 : 4]),
    );
    const submit = await call('POST', '/api/assessment/mbti/api/submit/', { session_id: id, responses });
    expect(submit.body).toMatchObject({
      mbti_type: 'INFP',
      assessment_result: '# Seu tipo: INFP — O Mediador',
      tokens_used: 2100,
    });
    const text = fake
      .lastPrompt()
      .messages.map((m) => m.text)
      .join('\n');
    expect(text).toContain(
      'Tipo: INFP (O Mediador, grupo Diplomatas (NF); descrição de referência: Sensível e guiado por valores',
    );
    expect(text).toContain('- Extroversão (E) × Introversão (I): E 25%, I 75%');
    expect(text).toContain('1. Sinto-me energizado(a) depois de passar tempo com muitas pessoas. → 2');
    expect(text).toContain('32. Gosto de improvisar e decidir as coisas na hora. → 4');
  });

  it('IGTA: o modelo recebe a empresa, as notas da rubrica e as respostas por dimensão e etapa', async () => {
    fake.answer('# Diagnóstico IGTA — Padaria Pão Quente\n\n## Resumo executivo', {
      inputTokens: 700,
      outputTokens: 300,
    });
    const analyze = await call('POST', '/api/assessment/igta/analyze/', {
      company: 'Padaria Pão Quente',
      employee_count: 14,
      responses: { gerencial: { gap: ['Faltam indicadores de desperdício'] } },
    });
    expect(analyze.status).toBe(201);
    expect(analyze.body.report.content).toBe(
      '# Diagnóstico IGTA — Padaria Pão Quente\n\n## Resumo executivo',
    );
    expect(analyze.body.session.tokens_used).toBe(1000);
    const text = fake
      .lastPrompt()
      .messages.map((m) => m.text)
      .join('\n');
    expect(text).toContain('Empresa: Padaria Pão Quente');
    expect(text).toContain('Funcionários: 14');
    expect(text).toContain('Resposta: Faltam indicadores de desperdício');
    expect(text).toContain('Resposta: (sem resposta)');
    expect(fake.lastPrompt().system).toContain('nunca por nome');
  });

  it('o provedor falha: o relatório offline, avisando, e as duas chamadas medidas', async () => {
    const id = (await call('POST', '/api/assessment/rodavida/api/')).body.session_id;
    fake.enqueue({ kind: 'server_error' });
    const before = (await callsOf('assessment_rodavida')).length;
    const submit = await call('POST', '/api/assessment/rodavida/api/submit/', {
      session_id: id,
      responses: { saude: [3, 4, 2], lazer: [9, 9] },
    });
    expect(submit.status).toBe(200);
    expect(submit.body.assessment_result).toContain('Relatório gerado sem modelo de IA');
    expect(submit.body.assessment_result).toContain('O provedor de IA não respondeu agora');
    expect(submit.body.assessment_result).toContain('Juliana, sua nota geral foi **6,0 de 10**');
    const calls = (await callsOf('assessment_rodavida')).slice(before);
    expect(calls.map((c) => [c.provider, c.outcome])).toEqual([
      ['openai', 'error'],
      ['offline', 'ok'],
    ]);
    expect(calls[1]?.costBrl).toBe(0);
    expect(submit.body.tokens_used).toBe((calls[1]?.inputTokens ?? 0) + (calls[1]?.outputTokens ?? 0));
  });

  it('o limite do modelo definido pela operação também vale aqui: a chamada recusada não custa nada e sai o relatório offline', async () => {
    const limited = await server.services.db
      .update(llmModels)
      .set({ requestsPerMinute: 0 })
      .where(eq(llmModels.model, MODEL))
      .returning({ id: llmModels.id });
    expect(limited).toHaveLength(1);
    forgetModelLimits(server.services.db);
    try {
      const id = (await call('POST', '/api/assessment/rodavida/api/')).body.session_id;
      const before = (await callsOf('assessment_rodavida')).length;
      const submit = await call('POST', '/api/assessment/rodavida/api/submit/', {
        session_id: id,
        responses: { carreira: [6, 6, 6] },
      });
      expect(submit.status).toBe(200);
      expect(submit.body.assessment_result).toContain('O provedor de IA não respondeu agora');
      const calls = (await callsOf('assessment_rodavida')).slice(before);
      expect(calls.map((c) => [c.provider, c.inputTokens + c.outputTokens, c.costBrl])).toEqual([
        ['openai', 0, 0],
        ['offline', submit.body.tokens_used, 0],
      ]);
      expect(calls[0]?.outcome).not.toBe('ok');
    } finally {
      await server.services.db
        .update(llmModels)
        .set({ requestsPerMinute: null })
        .where(eq(llmModels.model, MODEL));
      forgetModelLimits(server.services.db);
    }
  });

  it('com os tokens do plano esgotados no ciclo, nenhuma chamada ao modelo: o relatório offline, dizendo por quê', async () => {
    const [spent] = await server.services.db
      .insert(llmCalls)
      .values({
        userId: user.id,
        sessionId: null,
        agent: 'chatsppock',
        provider: 'openai',
        model: MODEL,
        inputTokens: 90_000_000,
        outputTokens: 0,
        outcome: 'ok',
        createdAt: server.clock.now(),
      })
      .returning({ id: llmCalls.id });
    // Written straight to the table: the nodes' kept cycle usage is told, as the gateway does.
    await usageChanged(server.services, user.id);
    try {
      const id = (await call('POST', '/api/assessment/rodavida/api/')).body.session_id;
      const requests = fake.requests.length;
      const before = (await callsOf('assessment_rodavida')).length;
      const submit = await call('POST', '/api/assessment/rodavida/api/submit/', {
        session_id: id,
        responses: { lazer: [2, 3] },
      });
      expect(submit.status).toBe(200);
      expect(fake.requests.length).toBe(requests);
      expect(submit.body.assessment_result).toContain('Você atingiu o limite de tokens do plano Pro');
      expect(submit.body.assessment_result).toContain(
        'Por isso este relatório foi gerado sem o modelo de IA.',
      );
      const calls = (await callsOf('assessment_rodavida')).slice(before);
      expect(calls.map((c) => [c.provider, c.costBrl])).toEqual([['offline', 0]]);
    } finally {
      await server.services.db.delete(llmCalls).where(eq(llmCalls.id, spent?.id ?? 0));
      await usageChanged(server.services, user.id);
    }
  });
});
