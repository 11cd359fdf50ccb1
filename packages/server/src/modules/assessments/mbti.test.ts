// The MBTI over HTTP: a Free user is refused by the server; on Pro, start → questions → submit →
// history → detail → feedback → delete, with incomplete and out-of-range answers and another
// user's ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';

// biome-ignore lint/suspicious/noExplicitAny: replies read field by field
type Body = Record<string, any>;

const MBTI = '/api/assessment/mbti/api/';
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

/** Odd ids `odd`, even ids `even`: every dimension leans the same way. */
function answers(odd: number, even: number): Record<string, number> {
  return Object.fromEntries(
    Array.from({ length: 32 }, (_, i) => [String(i + 1), (i + 1) % 2 === 1 ? odd : even]),
  );
}

beforeAll(async () => {
  server = await startTestServer();
  free = await server.signup({ first_name: 'Fernanda' });
  pro = await server.signup({ first_name: 'Paulo' });
  other = await server.signup({ first_name: 'Otávio' });
  await upgrade(pro);
  await upgrade(other);
});
afterAll(async () => {
  await server?.close();
});

describe('MBTI', () => {
  it('o plano Free não inclui o MBTI: a lista diz e o servidor recusa', async () => {
    const list = await call(free, 'GET', '/api/assessment/agents/');
    expect(list.body.assessments.find((a: Body) => a.route === '/assessment/mbti').can_access).toBe(false);
    expect(await call(free, 'POST', MBTI)).toMatchObject({
      status: 403,
      body: { success: false, error: 'Este teste não está disponível na sua assinatura atual' },
    });
    // The plan is checked first: a Free user gets 403 even with a real session id.
    const id = (await call(pro, 'POST', MBTI)).body.session_id;
    expect(
      await call(free, 'POST', `${MBTI}submit/`, { session_id: id, responses: answers(3, 3) }),
    ).toMatchObject({
      status: 403,
    });
    const proList = await call(pro, 'GET', '/api/assessment/agents/');
    expect(proList.body.assessments.find((a: Body) => a.route === '/assessment/mbti').can_access).toBe(true);
  });

  it('início → questões → envio → histórico → detalhe → feedback → exclusão', async () => {
    const start = await call(pro, 'POST', MBTI, { title: 'Meu MBTI' });
    expect(start.status).toBe(201);
    expect(start.body.message).toBe('Avaliação iniciada!');
    expect(start.body.questions.map((g: Body) => [g.dimension, g.questions.length])).toEqual([
      ['EI', 8],
      ['SN', 8],
      ['TF', 8],
      ['JP', 8],
    ]);
    const ids = start.body.questions.flatMap((g: Body) => g.questions.map((q: Body) => q.id));
    expect(ids).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
    const id = start.body.session_id as number;
    const questions = await call(pro, 'GET', `${MBTI}questions/`);
    expect(questions.body.questions).toEqual(start.body.questions);

    // Agree (4) with odd ids, disagree (2) with even: 3 + 3 points per statement pair…
    // each dimension: 4×(4−1) + 4×(5−2) = 24 of 32 → 75 % on E, S, T, J.
    const submit = await call(pro, 'POST', `${MBTI}submit/`, { session_id: id, responses: answers(4, 2) });
    expect(submit.status).toBe(200);
    expect(submit.body).toMatchObject({
      success: true,
      session_id: id,
      mbti_type: 'ESTJ',
      analysis_data: {
        mbti_type: 'ESTJ',
        dimension_scores: { E: 75, I: 25, S: 75, N: 25, T: 75, F: 25, J: 75, P: 25 },
      },
    });
    expect(submit.body.assessment_result).toContain('# Seu tipo: ESTJ — O Executivo');
    expect(submit.body.assessment_result).toContain(
      'Paulo, suas respostas indicam preferência por **Extroversão** (75%)',
    );
    expect(submit.body.assessment_result).toContain('**Sentinelas (SJ)**');
    expect(submit.body.assessment_result).toContain(
      '- **Sentinelas (SJ):** ISTJ — O Logístico; ISFJ — O Defensor; **ESTJ — O Executivo (você)**; ESFJ — O Cônsul.',
    );
    expect(submit.body.assessment_result).toContain(
      '- **Analistas (NT):** INTJ — O Arquiteto; INTP — O Lógico;',
    );
    expect(submit.body.assessment_result).toContain('Relatório gerado sem modelo de IA');
    expect(submit.body.tokens_used).toBeGreaterThan(0);

    const detail = await call(pro, 'GET', `${MBTI}sessions/${id}/`);
    expect(detail.body.session).toMatchObject({
      id,
      assessment_type: 'mbti',
      title: 'Meu MBTI',
      completed: true,
      overall_score: null,
      tokens_used: submit.body.tokens_used,
      mbti_data: submit.body.analysis_data,
      roda_da_vida_data: null,
      assessment_result: submit.body.assessment_result,
    });

    expect((await call(pro, 'POST', `${MBTI}sessions/${id}/feedback/`, { rating: 4 })).body.message).toBe(
      'Feedback salvo!',
    );
    expect(
      (await call(pro, 'POST', `${MBTI}sessions/${id}/feedback/`, { rating: 2, comment: 'Mudei de ideia' }))
        .status,
    ).toBe(200);
    const history = await call(pro, 'GET', `${MBTI}sessions/`);
    expect(history.body.total).toBeGreaterThanOrEqual(1);
    expect(history.body.sessions.find((s: Body) => s.id === id).feedback).toEqual({
      rating: 2,
      comment: 'Mudei de ideia',
    });

    expect((await call(pro, 'DELETE', `${MBTI}sessions/${id}/`)).body).toEqual({
      success: true,
      message: 'Avaliação deletada com sucesso',
    });
    expect((await call(pro, 'GET', `${MBTI}sessions/${id}/`)).status).toBe(404);
  });

  it('o tipo vem das porcentagens: discordar das ímpares e concordar com as pares dá INFP', async () => {
    const id = (await call(pro, 'POST', MBTI)).body.session_id;
    const submit = await call(pro, 'POST', `${MBTI}submit/`, { session_id: id, responses: answers(1, 5) });
    expect(submit.body.mbti_type).toBe('INFP');
    expect(submit.body.analysis_data.dimension_scores).toEqual({
      E: 0,
      I: 100,
      S: 0,
      N: 100,
      T: 0,
      F: 100,
      J: 0,
      P: 100,
    });
    expect(submit.body.assessment_result).toContain('**Diplomatas (NF)**');
  });

  it('respostas incompletas ou fora de 1 a 5 são recusadas e a sessão continua incompleta', async () => {
    const id = (await call(pro, 'POST', MBTI)).body.session_id;
    const incomplete = answers(3, 3);
    delete incomplete['32'];
    expect(
      await call(pro, 'POST', `${MBTI}submit/`, { session_id: id, responses: incomplete }),
    ).toMatchObject({
      status: 400,
      body: { success: false, error: 'Por favor, responda todas as questões antes de continuar.' },
    });
    for (const bad of [0, 6, 2.5]) {
      expect(
        (
          await call(pro, 'POST', `${MBTI}submit/`, {
            session_id: id,
            responses: { ...answers(3, 3), '7': bad },
          })
        ).body.error,
      ).toBe('Dados inválidos: as respostas devem ser números inteiros de 1 a 5.');
    }
    expect(
      (await call(pro, 'POST', `${MBTI}submit/`, { session_id: id, responses: { ...incomplete, '33': 3 } }))
        .status,
    ).toBe(400);
    expect((await call(pro, 'GET', `${MBTI}sessions/${id}/`)).body.session.completed).toBe(false);
  });

  it('as sessões de outro usuário não existem para ele', async () => {
    const id = (await call(pro, 'POST', MBTI)).body.session_id;
    expect(
      (await call(other, 'POST', `${MBTI}submit/`, { session_id: id, responses: answers(3, 3) })).body.error,
    ).toBe('Sessão não encontrada');
    expect((await call(other, 'GET', `${MBTI}sessions/${id}/`)).status).toBe(404);
    expect((await call(other, 'POST', `${MBTI}sessions/${id}/feedback/`, { rating: 5 })).status).toBe(404);
    expect((await call(other, 'DELETE', `${MBTI}sessions/${id}/`)).status).toBe(404);
    expect((await call(pro, 'GET', `${MBTI}sessions/${id}/`)).status).toBe(200);
    // An id of another assessment type is not an MBTI session either.
    const roda = (await call(pro, 'POST', '/api/assessment/rodavida/api/')).body.session_id;
    expect((await call(pro, 'GET', `${MBTI}sessions/${roda}/`)).status).toBe(404);
    expect((await call(pro, 'GET', `${MBTI}sessions/abc/`)).body).toEqual({
      success: false,
      error: 'Sessão não encontrada',
    });
  });

  it('envios demais em pouco tempo: 429 com Retry-After', async () => {
    const user = await server.signup();
    await upgrade(user);
    const id = (await call(user, 'POST', MBTI)).body.session_id;
    for (let i = 0; i < 10; i++) {
      expect(
        (await call(user, 'POST', `${MBTI}submit/`, { session_id: id, responses: answers(3, 3) })).status,
      ).toBe(200);
    }
    const refused = await call(user, 'POST', `${MBTI}submit/`, { session_id: id, responses: answers(3, 3) });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(
      'Muitas avaliações enviadas em pouco tempo. Tente novamente em alguns minutos.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
