// MSW handlers of the assessment pages for their stories and tests (typed from the contract). They
// keep a history per handler set: starting, submitting and deleting change what the list returns.
import { type AssessmentAgent, type AssessmentSession, IGTA_PATH, MBTI_PATH, type Schema } from '@sppock/sdk';
import { type FixtureState, fixtureForever, SERVER_ERROR } from '../shell/shellHandlers';
import { http } from '../testing/msw';
import {
  CATALOGUE,
  IGTA_ANALYTICS,
  IGTA_QUESTIONS,
  IGTA_REPORT,
  IGTA_SESSIONS,
  MBTI_GROUPS_FIXTURE,
  MBTI_REPORT,
  MBTI_SESSIONS,
  RODA_QUESTIONS,
  RODA_REPORT,
  RODA_SESSIONS,
} from './fixtures';

export interface AssessmentHandlerOptions {
  /** The catalogue of /assessment. @default CATALOGUE (a Pro user) */
  catalogue?: AssessmentAgent[];
  /** How the catalogue answers. @default 'ok' */
  list?: FixtureState;
  /** How the histories answer; 'empty' starts with none. @default 'ok' */
  history?: FixtureState | 'empty';
  /** How start, submit and analyze answer. @default 'ok' */
  submit?: FixtureState;
  /** How the questions answer. @default 'ok' */
  questions?: FixtureState;
  /** How deleting answers. @default 'ok' */
  remove?: 'ok' | 'error';
}

const PLAN_REFUSED = {
  success: false,
  error: 'Este teste não está disponível na sua assinatura atual',
} as const;

const round1 = (value: number) => Math.round(value * 10) / 10;

export function assessmentsHandlers({
  catalogue = CATALOGUE,
  list = 'ok',
  history = 'ok',
  submit = 'ok',
  questions = 'ok',
  remove = 'ok',
}: AssessmentHandlerOptions = {}) {
  const empty = history === 'empty';
  const store: Record<'rodavida' | 'mbti' | 'igta', AssessmentSession[]> = {
    rodavida: empty ? [] : [...RODA_SESSIONS],
    mbti: empty ? [] : [...MBTI_SESSIONS],
    igta: empty ? [] : [...IGTA_SESSIONS],
  };
  let nextId = 900;
  const allowed = (route: string) => catalogue.find((agent) => agent.route === route)?.can_access ?? true;
  const now = () => new Date().toISOString();
  const created = (kind: 'rodavida' | 'mbti' | 'igta', fields: Partial<AssessmentSession> = {}) => {
    const session: AssessmentSession = {
      id: nextId++,
      assessment_type: kind,
      title: kind === 'rodavida' ? 'Avaliação Roda da Vida' : kind === 'mbti' ? 'Avaliação MBTI' : null,
      company: null,
      department: null,
      position: null,
      completed: false,
      start_time: now(),
      created_at: now(),
      last_activity: now(),
      overall_score: null,
      tokens_used: 0,
      assessment_result: null,
      roda_da_vida_data: null,
      mbti_data: null,
      report_data: null,
      feedback: null,
      ...fields,
    };
    store[kind] = [session, ...store[kind]];
    return session;
  };
  const complete = (kind: 'rodavida' | 'mbti' | 'igta', id: number, fields: Partial<AssessmentSession>) => {
    store[kind] = store[kind].map((session) =>
      session.id === id ? { ...session, completed: true, last_activity: now(), ...fields } : session,
    );
  };
  const listed = (kind: 'rodavida' | 'mbti' | 'igta') => async () => {
    if (history === 'loading') {
      return fixtureForever();
    }
    if (history === 'error') {
      return Response.json(SERVER_ERROR, { status: 500 });
    }
    return Response.json({ success: true, sessions: store[kind], total: store[kind].length });
  };
  const failing = () => (submit === 'loading' ? fixtureForever() : null);

  return [
    http.get('/api/assessment/agents/', async ({ response }) => {
      if (list === 'loading') {
        return fixtureForever();
      }
      if (list === 'error') {
        return response(500).json({
          success: false,
          error: 'Falha ao carregar assessments. Tente novamente mais tarde.',
        });
      }
      return response(200).json({ success: true, assessments: catalogue });
    }),
    http.get('/api/assessment/rodavida/api/sessions/', listed('rodavida')),
    http.get('/api/assessment/mbti/api/sessions/', listed('mbti')),
    http.get('/api/assessment/igta/sessions/', listed('igta')),
    http.get('/api/assessment/rodavida/api/questions/', async ({ response }) => {
      if (questions === 'loading') {
        return fixtureForever();
      }
      if (questions === 'error') {
        return response(500).json({ success: false, error: 'Erro ao obter questões Roda da Vida' });
      }
      return response(200).json({ success: true, questions: RODA_QUESTIONS });
    }),
    http.get('/api/assessment/igta/questions/', async ({ response }) => {
      if (questions === 'loading') {
        return fixtureForever();
      }
      if (questions === 'error') {
        return response(500).json({ success: false, error: 'Erro ao obter questões IGTA' });
      }
      return response(200).json({ success: true, questions: IGTA_QUESTIONS });
    }),
    http.post('/api/assessment/rodavida/api/', async ({ response }) => {
      if (submit === 'loading') {
        return fixtureForever();
      }
      if (submit === 'error') {
        return response(500).json({ success: false, error: 'Erro ao iniciar avaliação Roda da Vida' });
      }
      const session = created('rodavida');
      return response(201).json({ success: true, session_id: session.id, message: 'Avaliação iniciada!' });
    }),
    http.post('/api/assessment/rodavida/api/submit/', async ({ request, response }) => {
      const wait = failing();
      if (wait) {
        return wait;
      }
      if (submit === 'error') {
        return response(500).json({ success: false, error: 'Erro ao submeter avaliação Roda da Vida' });
      }
      const body = await request.json();
      const areas = Object.entries(body.responses) as [Schema<'RodaDaVidaCategory'>, number[]][];
      const scores = areas.map(([, values]) =>
        round1(values.reduce((sum, value) => sum + value, 0) / values.length),
      );
      const overall = round1(scores.reduce((sum, value) => sum + value, 0) / scores.length);
      const data = { categories: areas.map(([area]) => area), scores, overall_score: overall };
      complete('rodavida', body.session_id, {
        overall_score: overall,
        tokens_used: 1500,
        assessment_result: RODA_REPORT,
        roda_da_vida_data: data,
      });
      return response(200).json({
        success: true,
        session_id: body.session_id,
        assessment_result: RODA_REPORT,
        analysis_data: data,
        tokens_used: 1500,
      });
    }),
    http.post('/api/assessment/mbti/api/', async ({ response }) => {
      if (!allowed(MBTI_PATH)) {
        return response(403).json(PLAN_REFUSED);
      }
      if (submit === 'loading') {
        return fixtureForever();
      }
      if (submit === 'error') {
        return response(500).json({ success: false, error: 'Erro ao iniciar avaliação MBTI' });
      }
      const session = created('mbti');
      return response(201).json({
        success: true,
        session_id: session.id,
        message: 'Avaliação iniciada!',
        questions: MBTI_GROUPS_FIXTURE,
      });
    }),
    http.post('/api/assessment/mbti/api/submit/', async ({ request, response }) => {
      const wait = failing();
      if (wait) {
        return wait;
      }
      if (submit === 'error') {
        return response(500).json({ success: false, error: 'Erro ao submeter avaliação MBTI' });
      }
      const body = await request.json();
      // The contract's scoring: per group, odd ids pull to the first letter, even ids to the second.
      const first = (group: number) => {
        let points = 0;
        for (let id = group * 8 + 1; id <= group * 8 + 8; id++) {
          const answer = body.responses[String(id)] ?? 3;
          points += id % 2 === 1 ? answer - 1 : 5 - answer;
        }
        return Math.round((points / 32) * 100);
      };
      const [e, s, t, j] = [first(0), first(1), first(2), first(3)];
      const scores = { E: e, I: 100 - e, S: s, N: 100 - s, T: t, F: 100 - t, J: j, P: 100 - j };
      const type = `${e >= 50 ? 'E' : 'I'}${s >= 50 ? 'S' : 'N'}${t >= 50 ? 'T' : 'F'}${j >= 50 ? 'J' : 'P'}`;
      const data = { mbti_type: type, dimension_scores: scores };
      complete('mbti', body.session_id, {
        tokens_used: 2100,
        assessment_result: MBTI_REPORT,
        mbti_data: data,
      });
      return response(200).json({
        success: true,
        session_id: body.session_id,
        mbti_type: type,
        assessment_result: MBTI_REPORT,
        analysis_data: data,
        tokens_used: 2100,
      });
    }),
    http.get('/api/assessment/mbti/api/sessions/{id}/', async ({ params, response }) => {
      const session = store.mbti.find((item) => item.id === Number(params.id));
      return session
        ? response(200).json({ success: true, session })
        : response(404).json({ success: false, error: 'Sessão não encontrada' });
    }),
    http.get('/api/assessment/igta/session/{id}/', async ({ params, response }) => {
      const session = store.igta.find((item) => item.id === Number(params.id));
      return session
        ? response(200).json({ success: true, session })
        : response(404).json({ success: false, error: 'Sessão não encontrada' });
    }),
    http.post('/api/assessment/igta/analyze/', async ({ request, response }) => {
      if (!allowed(IGTA_PATH)) {
        return response(403).json(PLAN_REFUSED);
      }
      const wait = failing();
      if (wait) {
        return wait;
      }
      if (submit === 'error') {
        return response(500).json({ success: false, error: 'Erro ao analisar respostas IGTA' });
      }
      const body = await request.json();
      const answered = Object.values(body.responses)
        .flatMap((stages) => Object.values(stages ?? {}))
        .flat()
        .filter((text) => text.trim() !== '').length;
      const score = round1(Math.min(10, 2 + answered * 0.5));
      const session = created('igta', {
        title: body.company ? `Diagnóstico IGTA - ${body.company}` : 'Diagnóstico IGTA',
        company: body.company || null,
        department: body.department || null,
        position: body.position || null,
        completed: true,
        overall_score: score,
        tokens_used: 4800,
        assessment_result: IGTA_REPORT,
        report_data: { content: IGTA_REPORT },
      });
      return response(201).json({
        success: true,
        session,
        report: { content: IGTA_REPORT },
        overall_score: score,
      });
    }),
    http.get('/api/assessment/igta/analytics/', async ({ response }) => {
      if (history === 'error') {
        return response(500).json({ success: false, error: 'Erro ao obter analytics IGTA' });
      }
      return response(200).json({ success: true, analytics: IGTA_ANALYTICS });
    }),
    ...(['rodavida', 'mbti'] as const).map((kind) =>
      http.post(
        `/api/assessment/${kind}/api/sessions/{id}/feedback/`,
        async ({ params, request, response }) => {
          const body = await request.json();
          complete(kind, Number(params.id), {
            feedback: { rating: body.rating, comment: body.comment ?? null },
          });
          return response(200).json({ success: true, message: 'Feedback salvo!' });
        },
      ),
    ),
    http.post('/api/assessment/igta/session/{id}/feedback/', async ({ params, request, response }) => {
      const body = await request.json();
      complete('igta', Number(params.id), { feedback: { rating: null, comment: body.feedback } });
      return response(200).json({ success: true, message: 'Feedback salvo!' });
    }),
    ...(
      [
        ['rodavida', '/api/assessment/rodavida/api/sessions/{id}/'],
        ['mbti', '/api/assessment/mbti/api/sessions/{id}/'],
        ['igta', '/api/assessment/igta/session/{id}/'],
      ] as const
    ).map(([kind, path]) =>
      http.delete(path, async ({ params, response }) => {
        if (remove === 'error') {
          return response(500).json({
            success: false,
            error: `Erro ao deletar sessão ${kind === 'rodavida' ? 'Roda da Vida' : kind.toUpperCase()}`,
          });
        }
        store[kind] = store[kind].filter((session) => session.id !== Number(params.id));
        return response(200).json({ success: true, message: 'Avaliação deletada com sucesso' });
      }),
    ),
  ];
}
