// The IGTA over HTTP: Free refused by the server; on Pro, questions → analyze (company form,
// rubric score, report) → history → detail → text feedback → analytics → delete; blank, oversized
// and malformed input; another user's ids and analytics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';
import { employeeCount } from './igta.ts';

// biome-ignore lint/suspicious/noExplicitAny: replies read field by field
type Body = Record<string, any>;

const IGTA = '/api/assessment/igta/';
let server: TestServer;
let free: TestUser;
let pro: TestUser;
let other: TestUser;

function call(user: TestUser, method: string, url: string, body?: unknown) {
  return server.request<Body>(method, url, { token: user.access, ...(body === undefined ? {} : { body }) });
}

async function upgrade(user: TestUser) {
  const reply = await call(user, 'POST', '/payments/upgrade/', {
    plan_type: 'professional',
    payment_method_id: 'pm_card_visa',
  });
  expect(reply.body).toMatchObject({ success: true, new_plan: 'professional' });
}

const FORTY_WORDS = Array.from({ length: 40 }, (_, i) => `termo${i}`).join(' ');

beforeAll(async () => {
  server = await startTestServer();
  free = await server.signup({ first_name: 'Fernanda' });
  pro = await server.signup({ first_name: 'Carlos' });
  other = await server.signup({ first_name: 'Otávio' });
  await upgrade(pro);
  await upgrade(other);
});
afterAll(async () => {
  await server?.close();
});

describe('IGTA', () => {
  it('o plano Free não inclui o IGTA: o servidor recusa a análise', async () => {
    expect(
      await call(free, 'POST', `${IGTA}analyze/`, {
        responses: { gerencial: { identify: ['Decisões centralizadas'] } },
      }),
    ).toMatchObject({
      status: 403,
      body: { success: false, error: 'Este teste não está disponível na sua assinatura atual' },
    });
    expect((await call(free, 'GET', `${IGTA}sessions/`)).body.total).toBe(0);
  });

  it('questões → análise → histórico → detalhe → feedback → analytics → exclusão', async () => {
    const questions = await call(pro, 'GET', `${IGTA}questions/`);
    expect(Object.keys(questions.body.questions)).toEqual(['comportamental', 'gerencial', 'estrutural']);
    for (const dimension of Object.values(questions.body.questions) as Body[]) {
      expect(Object.keys(dimension)).toEqual(['identify', 'gap', 'target', 'action']);
      expect(Object.values(dimension).every((texts) => (texts as string[]).length === 2)).toBe(true);
    }

    const full = `${FORTY_WORDS} com meta de 15%`;
    const analyze = await call(pro, 'POST', `${IGTA}analyze/`, {
      company: '  Metalúrgica Vale do Aço Ltda. ',
      department: 'Produção',
      position: '',
      is_company_wide: true,
      employee_count: 1200,
      responses: {
        // 8 × 1,25 = 10
        comportamental: {
          identify: [full, full],
          gap: [full, full],
          target: [full, full],
          action: [full, full],
        },
        // 0,5 + 0,75 = 1,25 → 1,3
        gerencial: {
          identify: ['Decisões centralizadas na diretoria', ''],
          action: ['Reunião semanal de metas em 2 semanas'],
        },
      },
    });
    expect(analyze.status).toBe(201);
    // (10 + 1,3 + 0) / 3 = 3,77 → 3,8
    expect(analyze.body.overall_score).toBe(3.8);
    const session = analyze.body.session;
    expect(session).toMatchObject({
      assessment_type: 'igta',
      title: 'Diagnóstico IGTA - Metalúrgica Vale do Aço Ltda.',
      company: 'Metalúrgica Vale do Aço Ltda.',
      department: 'Produção',
      position: null,
      completed: true,
      overall_score: 3.8,
      roda_da_vida_data: null,
      mbti_data: null,
      feedback: null,
    });
    expect(session.report_data).toEqual({ content: analyze.body.report.content });
    const report = analyze.body.report.content as string;
    expect(report).toContain('# Diagnóstico IGTA — Metalúrgica Vale do Aço Ltda.');
    expect(report).toContain('- **Abrangência:** toda a empresa');
    expect(report).toContain('- **Funcionários:** 1.200');
    expect(report).toContain(
      'Carlos, a nota geral do diagnóstico foi **3,8 de 10** (Baixo), com 10 de 24 questões respondidas.',
    );
    expect(report).toContain('- **Estrutural:** 0,0 — Baixo');
    expect(report).toContain(
      '_Como as decisões são tomadas hoje na sua área?_ Decisões centralizadas na diretoria',
    );
    expect(report).toContain('Relatório gerado sem modelo de IA');
    expect(session.tokens_used).toBeGreaterThan(0);

    const list = await call(pro, 'GET', `${IGTA}sessions/`);
    expect(list.body.total).toBe(1);
    expect(list.body.sessions[0]).toEqual(session);
    expect((await call(pro, 'GET', `${IGTA}session/${session.id}/`)).body).toEqual({
      success: true,
      session,
    });

    expect(
      await call(pro, 'POST', `${IGTA}session/${session.id}/feedback/`, {
        feedback: 'O plano de ação ajudou muito.',
      }),
    ).toMatchObject({ status: 200, body: { success: true, message: 'Feedback salvo!' } });
    expect((await call(pro, 'GET', `${IGTA}session/${session.id}/`)).body.session.feedback).toEqual({
      rating: null,
      comment: 'O plano de ação ajudou muito.',
    });

    // A second, smaller diagnosis without company data: default title, employee count 0.
    server.clock.advance(60_000);
    const second = await call(pro, 'POST', `${IGTA}analyze/`, {
      responses: { estrutural: { gap: ['Retrabalho na expedição'] } },
    });
    expect(second.body.session.title).toMatch(/^Diagnóstico IGTA - \d{2}\/\d{2}\/\d{4}$/);
    expect(second.body.session.company).toBeNull();
    expect(second.body.overall_score).toBe(0.2);
    expect(second.body.report.content).not.toContain('Funcionários');

    const analytics = await call(pro, 'GET', `${IGTA}analytics/`);
    expect(analytics.body).toEqual({
      success: true,
      analytics: {
        total_sessions: 2,
        completed_sessions: 2,
        // (3,8 + 0,2) / 2 = 2; comportamental (10 + 0) / 2 = 5; gerencial (1,3 + 0) / 2 = 0,65 → 0,7; estrutural (0 + 0,5) / 2 = 0,25 → 0,3
        average_score: 2,
        by_dimension: { comportamental: 5, gerencial: 0.7, estrutural: 0.3 },
        last_session_at: second.body.session.created_at,
      },
    });
    // Newest first.
    expect((await call(pro, 'GET', `${IGTA}sessions/`)).body.sessions.map((s: Body) => s.id)).toEqual([
      second.body.session.id,
      session.id,
    ]);

    expect((await call(pro, 'DELETE', `${IGTA}session/${session.id}/`)).body.message).toBe(
      'Avaliação deletada com sucesso',
    );
    expect((await call(pro, 'GET', `${IGTA}session/${session.id}/`)).status).toBe(404);
    expect((await call(pro, 'GET', `${IGTA}analytics/`)).body.analytics).toMatchObject({
      total_sessions: 1,
      average_score: 0.2,
    });
  });

  it('sem diagnósticos, analytics vazios', async () => {
    expect((await call(other, 'GET', `${IGTA}analytics/`)).body.analytics).toEqual({
      total_sessions: 0,
      completed_sessions: 0,
      average_score: null,
      by_dimension: { comportamental: null, gerencial: null, estrutural: null },
      last_session_at: null,
    });
  });

  it('entrada ruim: nada respondido, resposta longa demais, respostas demais, empresa longa, funcionários inválidos', async () => {
    const analyze = (body: unknown) => call(pro, 'POST', `${IGTA}analyze/`, body);
    const empty = 'Por favor, responda pelo menos algumas questões';
    expect(await analyze({ responses: { gerencial: { identify: ['   ', ''] } } })).toMatchObject({
      status: 400,
      body: { success: false, error: empty },
    });
    expect((await analyze({ responses: {} })).body.error).toBe(empty);
    expect((await analyze({ company: 'ACME' })).status).toBe(400);
    expect((await analyze({ responses: { gerencial: { identify: ['x'.repeat(5001)] } } })).body.error).toBe(
      'Dados inválidos: cada resposta pode ter no máximo 5000 caracteres.',
    );
    expect((await analyze({ responses: { gerencial: { identify: ['a', 'b', 'c'] } } })).body.error).toBe(
      'Dados inválidos: há mais respostas do que questões nesta etapa.',
    );
    expect((await analyze({ responses: { financeiro: { identify: ['a'] } } })).status).toBe(400);
    expect(
      (await analyze({ company: 'x'.repeat(201), responses: { gerencial: { gap: ['a'] } } })).body.error,
    ).toBe('Dados inválidos: empresa, departamento e cargo têm no máximo 200 caracteres.');
    for (const employee_count of [-1, 2.5, '12 pessoas']) {
      expect((await analyze({ employee_count, responses: { gerencial: { gap: ['a'] } } })).body.error).toBe(
        'Dados inválidos: o número de funcionários deve ser um inteiro de 0 a 1.000.000.',
      );
    }
    expect((await call(pro, 'GET', `${IGTA}sessions/`)).body.total).toBe(1);
  });

  it('o número de funcionários é lido como inteiro, com 0 como reserva', () => {
    expect([1200, '45', '12 pessoas', '', null, undefined, -3, 2.5, 'abc'].map(employeeCount)).toEqual([
      1200, 45, 12, 0, 0, 0, 0, 0, 0,
    ]);
  });

  it('feedback vazio ou longo demais é 400; os diagnósticos de outro usuário não existem para ele', async () => {
    const mine = await call(pro, 'POST', `${IGTA}analyze/`, {
      responses: { estrutural: { identify: ['ERP legado'] } },
    });
    const id = mine.body.session.id;
    for (const feedback of ['', '   ', 'x'.repeat(2001)]) {
      expect((await call(pro, 'POST', `${IGTA}session/${id}/feedback/`, { feedback })).body.error).toBe(
        'Dados inválidos: o feedback deve ter de 1 a 2000 caracteres.',
      );
    }
    expect((await call(other, 'GET', `${IGTA}session/${id}/`)).status).toBe(404);
    expect((await call(other, 'POST', `${IGTA}session/${id}/feedback/`, { feedback: 'oi' })).status).toBe(
      404,
    );
    expect((await call(other, 'DELETE', `${IGTA}session/${id}/`)).status).toBe(404);
    expect((await call(other, 'GET', `${IGTA}sessions/`)).body.total).toBe(0);
    expect((await call(other, 'GET', `${IGTA}analytics/`)).body.analytics.total_sessions).toBe(0);
    expect((await call(pro, 'GET', `${IGTA}session/${id}/`)).status).toBe(200);
  });
});
