// The assessment list and the Roda da Vida over HTTP: the catalogue with the caller's access,
// then start → questions → submit → history → feedback → delete, with bad input, another user's
// ids and the offline report's tokens metered.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';
import { llmCalls } from '../metering/schema.ts';
import { seedAssessmentCatalogue } from './catalogue.ts';
import { assessmentCatalogue } from './schema.ts';

// biome-ignore lint/suspicious/noExplicitAny: replies read field by field
type Body = Record<string, any>;

let server: TestServer;
let ana: TestUser;
let bruno: TestUser;

const ROD = '/api/assessment/rodavida/api/';
const FULL = {
  carreira: [8, 7, 6],
  financas: [5, 4, 6],
  relacionamentos: [9, 8, 9],
  saude: [6, 5, 4],
  lazer: [4, 5],
  crescimento: [7, 8],
  espiritualidade: [8, 7],
  contribuicao: [3, 4],
};

function call(user: TestUser, method: string, url: string, body?: unknown) {
  return server.request<Body>(method, url, { token: user.access, ...(body === undefined ? {} : { body }) });
}

beforeAll(async () => {
  server = await startTestServer();
  ana = await server.signup({ first_name: 'Ana' });
  bruno = await server.signup({ first_name: 'Bruno' });
});
afterAll(async () => {
  await server?.close();
});

describe('lista de testes', () => {
  it('todos os testes, na ordem, com o acesso do plano Free', async () => {
    const reply = await call(ana, 'GET', '/api/assessment/agents/');
    expect(reply.status).toBe(200);
    const byTitle = Object.fromEntries(reply.body.assessments.map((a: Body) => [a.title, a]));
    expect(reply.body.assessments.slice(0, 3).map((a: Body) => a.route)).toEqual([
      '/assessment/rodavida',
      '/assessment/mbti',
      '/assessment/igta',
    ]);
    expect(byTitle['Roda da Vida']).toMatchObject({ status: 'active', can_access: true, should_show: true });
    expect(byTitle['Teste de Personalidade MBTI']).toMatchObject({
      status: 'new',
      enabled_packages: ['professional', 'enterprise'],
      can_access: false,
    });
    expect(byTitle['Inteligência Emocional']).toMatchObject({ status: 'coming_soon', route: null });
    // Spec 1 §8: the card's description is cut at 200 characters.
    const roda = byTitle['Roda da Vida'];
    expect(roda.description.length).toBeLessThanOrEqual(200);
    expect(roda.description.endsWith('…')).toBe(true);
    expect(roda.description.startsWith('Avalie sua satisfação em 8 áreas da vida')).toBe(true);
  });

  it('o detalhe traz a descrição inteira; id inexistente é 404', async () => {
    const list = await call(ana, 'GET', '/api/assessment/agents/');
    const id = list.body.assessments[0].id;
    const one = await call(ana, 'GET', `/api/assessment/agents/${id}/`);
    expect(one.body.assessment.description).toMatch(/próximos passos\.$/);
    expect(one.body.assessment.description.length).toBeGreaterThan(200);
    expect(await call(ana, 'GET', '/api/assessment/agents/99999/')).toMatchObject({
      status: 404,
      body: { success: false, error: 'Teste não encontrado' },
    });
  });

  it('ativos, por categoria e por situação', async () => {
    const active = await call(ana, 'GET', '/api/assessment/agents/active/');
    expect(new Set(active.body.assessments.map((a: Body) => a.status))).toEqual(new Set(['active', 'new']));
    expect(active.body.assessments).toHaveLength(3);
    const org = await call(ana, 'GET', '/api/assessment/agents/by-category/?category=organizacional');
    expect(org.body).toMatchObject({ success: true, category: 'organizacional' });
    expect(org.body.assessments.map((a: Body) => a.title)).toEqual(['Diagnóstico Organizacional IGTA']);
    const soon = await call(ana, 'GET', '/api/assessment/agents/by-status/?status=maintenance');
    expect(soon.body).toEqual({ success: true, status: 'maintenance', assessments: [] });
    expect(await call(ana, 'GET', '/api/assessment/agents/by-category/?category=culinaria')).toMatchObject({
      status: 400,
      body: { success: false, error: 'Dados inválidos: categoria inválida.' },
    });
    expect((await call(ana, 'GET', '/api/assessment/agents/by-status/')).body.error).toBe(
      'Dados inválidos: situação inválida.',
    );
  });

  it('sem sessão, 401', async () => {
    expect((await server.request('GET', '/api/assessment/agents/')).status).toBe(401);
    expect((await server.request('POST', ROD)).status).toBe(401);
  });
});

describe('Roda da Vida', () => {
  it('início → questões → envio → histórico → feedback → exclusão', async () => {
    const start = await call(ana, 'POST', ROD);
    expect(start.status).toBe(201);
    expect(start.body).toMatchObject({ success: true, message: 'Avaliação iniciada!' });
    const id = start.body.session_id as number;

    const questions = await call(ana, 'GET', `${ROD}questions/`);
    expect(Object.keys(questions.body.questions)).toEqual(Object.keys(FULL));
    for (const [area, scores] of Object.entries(FULL)) {
      expect(questions.body.questions[area]).toHaveLength(scores.length);
    }

    const before = await call(ana, 'GET', `${ROD}sessions/`);
    expect(before.body.total).toBe(1);
    expect(before.body.sessions[0]).toMatchObject({
      id,
      completed: false,
      overall_score: null,
      tokens_used: 0,
      assessment_result: null,
      roda_da_vida_data: null,
      feedback: null,
    });
    expect(before.body.sessions[0].title).toMatch(/^Avaliação Roda da Vida - \d{2}\/\d{2}\/\d{4}$/);

    const submit = await call(ana, 'POST', `${ROD}submit/`, { session_id: id, responses: FULL });
    expect(submit.status).toBe(200);
    expect(submit.body.analysis_data).toEqual({
      categories: Object.keys(FULL),
      scores: [7, 5, 8.7, 5, 4.5, 7.5, 7.5, 3.5],
      overall_score: 6.1,
    });
    const report = submit.body.assessment_result as string;
    expect(report).toContain('Ana, sua nota geral foi **6,1 de 10** (Bom)');
    expect(report).toContain('Relatório gerado sem modelo de IA');
    expect(report).toMatch(/## Áreas que pedem atenção\n- \*\*Contribuição Social\*\* \(3,5\)/);
    expect(report).toContain('**Contribuição Social:** Escolha uma causa que importa para você');
    expect(submit.body.tokens_used).toBeGreaterThan(0);

    // The offline report is metered like any model call, at R$ 0.
    const calls = await server.services.db.select().from(llmCalls).where(eq(llmCalls.userId, ana.id));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      agent: 'assessment_rodavida',
      provider: 'offline',
      costBrl: 0,
      outcome: 'ok',
    });
    expect((calls[0]?.inputTokens ?? 0) + (calls[0]?.outputTokens ?? 0)).toBe(submit.body.tokens_used);

    server.clock.advance(60_000);
    expect(
      await call(ana, 'POST', `${ROD}sessions/${id}/feedback/`, { rating: 5, comment: ' Muito útil ' }),
    ).toMatchObject({
      status: 200,
      body: { success: true, message: 'Feedback salvo!' },
    });
    const after = (await call(ana, 'GET', `${ROD}sessions/`)).body.sessions[0];
    expect(after).toMatchObject({
      id,
      completed: true,
      overall_score: 6.1,
      tokens_used: submit.body.tokens_used,
      assessment_result: report,
      roda_da_vida_data: submit.body.analysis_data,
      mbti_data: null,
      report_data: null,
      feedback: { rating: 5, comment: 'Muito útil' },
    });
    expect(Date.parse(after.last_activity)).toBeGreaterThan(Date.parse(after.created_at));

    expect(await call(ana, 'DELETE', `${ROD}sessions/${id}/`)).toMatchObject({
      status: 200,
      body: { success: true, message: 'Avaliação deletada com sucesso' },
    });
    expect((await call(ana, 'GET', `${ROD}sessions/`)).body).toEqual({
      success: true,
      sessions: [],
      total: 0,
    });
    expect((await call(ana, 'DELETE', `${ROD}sessions/${id}/`)).status).toBe(404);
  });

  it('título próprio; título longo demais é 400', async () => {
    const start = await call(bruno, 'POST', ROD, { title: 'Roda de março' });
    const list = await call(bruno, 'GET', `${ROD}sessions/`);
    expect(list.body.sessions.find((s: Body) => s.id === start.body.session_id).title).toBe('Roda de março');
    expect(await call(bruno, 'POST', ROD, { title: 'x'.repeat(201) })).toMatchObject({
      status: 400,
      body: { success: false, error: 'Dados inválidos: o título deve ter no máximo 200 caracteres.' },
    });
  });

  it('apelidos das áreas são normalizados', async () => {
    const id = (await call(bruno, 'POST', ROD)).body.session_id;
    const submit = await call(bruno, 'POST', `${ROD}submit/`, {
      session_id: id,
      responses: { crescimento_pessoal: [9, 9], contribuicao_social: [2, 3], saude: [5, 6, 7] },
    });
    expect(submit.body.analysis_data).toEqual({
      categories: ['saude', 'crescimento', 'contribuicao'],
      scores: [6, 9, 2.5],
      overall_score: 5.8,
    });
    expect(submit.body.assessment_result).toContain('Bruno, sua nota geral foi **5,8 de 10**');
  });

  it('entrada ruim: notas fora da escala, sem áreas, área desconhecida, sessão ausente, corpo enorme', async () => {
    const id = (await call(bruno, 'POST', ROD)).body.session_id;
    const submit = (body: unknown) => call(bruno, 'POST', `${ROD}submit/`, body);
    expect(await submit({ session_id: id, responses: { ...FULL, lazer: [11, 5] } })).toMatchObject({
      status: 400,
      body: { error: 'Dados inválidos: as notas devem ser números inteiros de 0 a 10.' },
    });
    expect((await submit({ session_id: id, responses: { lazer: [-1] } })).body.error).toBe(
      'Dados inválidos: as notas devem ser números inteiros de 0 a 10.',
    );
    expect((await submit({ session_id: id, responses: { lazer: [7.5] } })).body.error).toBe(
      'Dados inválidos: as notas devem ser números inteiros de 0 a 10.',
    );
    expect((await submit({ session_id: id, responses: {} })).body.error).toBe(
      'Dados inválidos: envie as notas de pelo menos uma área, uma nota por questão.',
    );
    expect((await submit({ session_id: id, responses: { lazer: [] } })).status).toBe(400);
    expect((await submit({ session_id: id, responses: { familia: [5] } })).body.error).toBe(
      'Dados inválidos: área da vida desconhecida.',
    );
    expect((await submit({ responses: FULL })).status).toBe(400);
    expect(await submit({ session_id: 987654, responses: FULL })).toMatchObject({
      status: 400,
      body: { success: false, error: 'Sessão não encontrada' },
    });
    const huge = await server.request('POST', `${ROD}submit/`, {
      token: bruno.access,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ session_id: id, responses: { lazer: [5] }, pad: 'x'.repeat(1_100_000) }),
    });
    expect(huge.status).toBe(400);
    expect(huge.body).toMatchObject({ success: false });
    // Nothing above completed the session.
    const session = (await call(bruno, 'GET', `${ROD}sessions/`)).body.sessions.find(
      (s: Body) => s.id === id,
    );
    expect(session.completed).toBe(false);
  });

  it('as sessões de outro usuário não existem para ele', async () => {
    const id = (await call(ana, 'POST', ROD)).body.session_id;
    expect(await call(bruno, 'POST', `${ROD}submit/`, { session_id: id, responses: FULL })).toMatchObject({
      status: 400,
      body: { error: 'Sessão não encontrada' },
    });
    expect(await call(bruno, 'POST', `${ROD}sessions/${id}/feedback/`, { rating: 1 })).toMatchObject({
      status: 404,
      body: { error: 'Sessão não encontrada' },
    });
    expect((await call(bruno, 'DELETE', `${ROD}sessions/${id}/`)).status).toBe(404);
    expect((await call(bruno, 'GET', `${ROD}sessions/`)).body.sessions.map((s: Body) => s.id)).not.toContain(
      id,
    );
    expect((await call(ana, 'GET', `${ROD}sessions/`)).body.sessions.map((s: Body) => s.id)).toContain(id);
  });

  it('feedback fora de 1 a 5 ou comentário longo demais é 400', async () => {
    const id = (await call(ana, 'POST', ROD)).body.session_id;
    for (const rating of [0, 6, 3.5]) {
      expect(await call(ana, 'POST', `${ROD}sessions/${id}/feedback/`, { rating })).toMatchObject({
        status: 400,
        body: { error: 'Dados inválidos: a nota deve ser um número inteiro de 1 a 5.' },
      });
    }
    expect(
      (await call(ana, 'POST', `${ROD}sessions/${id}/feedback/`, { rating: 4, comment: 'x'.repeat(2001) }))
        .body.error,
    ).toBe('Dados inválidos: o comentário deve ter no máximo 2000 caracteres.');
  });

  it('um teste desligado pela operação é recusado pelo servidor', async () => {
    await server.services.db
      .update(assessmentCatalogue)
      .set({ status: 'maintenance' })
      .where(eq(assessmentCatalogue.slug, 'rodavida'));
    try {
      expect(await call(ana, 'POST', ROD)).toMatchObject({
        status: 403,
        body: { success: false, error: 'Este teste está em manutenção' },
      });
    } finally {
      await server.services.db
        .update(assessmentCatalogue)
        .set({ status: 'active' })
        .where(eq(assessmentCatalogue.slug, 'rodavida'));
    }
    expect((await call(ana, 'POST', ROD)).status).toBe(201);
  });

  it('um teste escondido (should_show falso) vem na lista marcado e é recusado; a semente não desfaz a mudança da operação', async () => {
    await server.services.db
      .update(assessmentCatalogue)
      .set({ shouldShow: false, title: 'Título antigo' })
      .where(eq(assessmentCatalogue.slug, 'rodavida'));
    try {
      await seedAssessmentCatalogue(server.services.db);
      const list = await call(ana, 'GET', '/api/assessment/agents/');
      const roda = list.body.assessments.find((a: Body) => a.route === '/assessment/rodavida');
      expect(roda).toMatchObject({ title: 'Roda da Vida', should_show: false });
      expect(await call(ana, 'POST', ROD)).toMatchObject({
        status: 403,
        body: { success: false, error: 'Este teste ainda não está disponível.' },
      });
    } finally {
      await server.services.db
        .update(assessmentCatalogue)
        .set({ shouldShow: true })
        .where(eq(assessmentCatalogue.slug, 'rodavida'));
    }
  });
});
