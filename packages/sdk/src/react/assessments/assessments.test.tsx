// @vitest-environment jsdom

import type { components } from '@sppock/sdk';
import { createTestClient, HttpResponse, http } from '@sppock/sdk/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wrapperFor } from '../testWrapper';
import { useAnalyzeIgta } from './useAnalyzeIgta';
import { useAssessmentSession } from './useAssessmentSession';
import { useAssessmentSessions } from './useAssessmentSessions';
import { useAssessments } from './useAssessments';
import { useAssessmentsByCategory } from './useAssessmentsByCategory';
import { useDeleteAssessmentSession } from './useDeleteAssessmentSession';
import { useRateAssessment } from './useRateAssessment';
import { useSaveIgtaFeedback } from './useSaveIgtaFeedback';
import { useStartRodaDaVida } from './useStartRodaDaVida';
import { useSubmitRodaDaVida } from './useSubmitRodaDaVida';

type Session = components['schemas']['AssessmentSession'];

const session = (id: number, completed: boolean): Session => ({
  id,
  assessment_type: 'rodavida',
  title: `Avaliação Roda da Vida - ${id}`,
  company: null,
  department: null,
  position: null,
  completed,
  start_time: '2026-03-10T12:00:00Z',
  created_at: '2026-03-10T12:00:00Z',
  last_activity: '2026-03-10T12:10:00Z',
  overall_score: completed ? 6.5 : null,
  tokens_used: completed ? 1200 : 0,
  assessment_result: completed ? '# Relatório' : null,
  roda_da_vida_data: completed ? { categories: ['carreira'], scores: [6.5], overall_score: 6.5 } : null,
  mbti_data: null,
  report_data: null,
  feedback: null,
});

describe('assessment hooks', () => {
  it('starting and submitting a Roda da Vida refreshes its history', async () => {
    let sessions: Session[] = [];
    const test = createTestClient({
      handlers: [
        http.get('/api/assessment/rodavida/api/sessions/', () =>
          HttpResponse.json({ success: true, sessions, total: sessions.length }),
        ),
        http.post('/api/assessment/rodavida/api/', () => {
          sessions = [session(7, false)];
          return HttpResponse.json({ success: true, session_id: 7, message: 'Avaliação iniciada!' });
        }),
        http.post('/api/assessment/rodavida/api/submit/', async ({ request }) => {
          expect(await request.json()).toEqual({ session_id: 7, responses: { carreira: [6, 7] } });
          sessions = [session(7, true)];
          return HttpResponse.json({
            success: true,
            session_id: 7,
            assessment_result: '# Relatório',
            analysis_data: { categories: ['carreira'], scores: [6.5], overall_score: 6.5 },
            tokens_used: 1200,
          });
        }),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(
      () => ({
        history: useAssessmentSessions('rodavida'),
        start: useStartRodaDaVida(),
        submit: useSubmitRodaDaVida(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.history.data?.total).toBe(0));
    const started = await act(() => result.current.start.mutateAsync({}));
    expect(started.session_id).toBe(7);
    await waitFor(() => expect(result.current.history.data?.total).toBe(1));
    await act(() => result.current.submit.mutateAsync({ session_id: 7, responses: { carreira: [6, 7] } }));
    await waitFor(() => expect(result.current.history.data?.sessions[0]?.completed).toBe(true));
  });

  it('failures read the server text, or the service default of the assessment', async () => {
    const test = createTestClient({
      handlers: [
        http.get('/api/assessment/igta/sessions/', ({ response }) =>
          // Deliberately outside the contract (which always sends `error`): a body without text, as a proxy's, reads the fallback.
          response.untyped(HttpResponse.json({ success: false }, { status: 500 })),
        ),
        http.get('/api/assessment/agents/', ({ response }) =>
          // Deliberately outside the contract (which always sends `error`): a body without text, as a proxy's, reads the fallback.
          response.untyped(HttpResponse.json({ success: false }, { status: 500 })),
        ),
        http.delete('/api/assessment/mbti/api/sessions/{id}/', () =>
          HttpResponse.json({ success: false, error: 'Sessão não encontrada' }, { status: 404 }),
        ),
        http.post('/api/assessment/igta/analyze/', () =>
          HttpResponse.json(
            { success: false, error: 'Por favor, responda pelo menos algumas questões' },
            { status: 400 },
          ),
        ),
        http.post('/api/assessment/rodavida/api/', () => new Response(null, { status: 502 })),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(
      () => ({
        igta: useAssessmentSessions('igta'),
        list: useAssessments(),
        remove: useDeleteAssessmentSession('mbti'),
        analyze: useAnalyzeIgta(),
        start: useStartRodaDaVida(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.igta.error?.message).toBe('Erro ao listar sessões IGTA'));
    await waitFor(() =>
      expect(result.current.list.error?.message).toBe(
        'Falha ao carregar assessments. Tente novamente mais tarde.',
      ),
    );
    await act(() => result.current.remove.mutateAsync(99).catch(() => undefined));
    await waitFor(() => expect(result.current.remove.error?.message).toBe('Sessão não encontrada'));
    await act(() =>
      result.current.analyze
        .mutateAsync({
          responses: { gerencial: { identify: [' '] } },
          is_company_wide: false,
          employee_count: 0,
        })
        .catch(() => undefined),
    );
    await waitFor(() =>
      expect(result.current.analyze.error?.message).toBe('Por favor, responda pelo menos algumas questões'),
    );
    await act(() => result.current.start.mutateAsync({}).catch(() => undefined));
    await waitFor(() =>
      expect(result.current.start.error?.message).toBe('Erro ao iniciar avaliação Roda da Vida'),
    );
  });

  it('rating, IGTA feedback and deleting send to the session of each assessment', async () => {
    const bodies: unknown[] = [];
    const test = createTestClient({
      handlers: [
        http.post('/api/assessment/mbti/api/sessions/{id}/feedback/', async ({ request, params }) => {
          bodies.push([params.id, await request.json()]);
          return HttpResponse.json({ success: true, message: 'Feedback salvo!' });
        }),
        http.post('/api/assessment/igta/session/{id}/feedback/', async ({ request, params }) => {
          bodies.push([params.id, await request.json()]);
          return HttpResponse.json({ success: true, message: 'Feedback salvo!' });
        }),
        http.delete('/api/assessment/igta/session/{id}/', ({ params }) => {
          bodies.push([params.id, 'delete']);
          return HttpResponse.json({ success: true, message: 'Avaliação deletada com sucesso' });
        }),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(
      () => ({
        rate: useRateAssessment('mbti'),
        feedback: useSaveIgtaFeedback(),
        remove: useDeleteAssessmentSession('igta'),
      }),
      { wrapper },
    );
    await act(() => result.current.rate.mutateAsync({ sessionId: 4, rating: 5, comment: 'Ótimo' }));
    await act(() => result.current.feedback.mutateAsync({ sessionId: 8, feedback: 'Claro e útil' }));
    await act(() => result.current.remove.mutateAsync(8));
    expect(bodies).toEqual([
      ['4', { rating: 5, comment: 'Ótimo' }],
      ['8', { feedback: 'Claro e útil' }],
      ['8', 'delete'],
    ]);
  });

  it('a category asks the by-category call; a session waits for its id', async () => {
    const test = createTestClient({
      handlers: [
        http.get('/api/assessment/agents/by-category/', ({ request, response }) => {
          expect(new URL(request.url).searchParams.get('category')).toBe('lideranca');
          return response(200).json({ success: true, category: 'lideranca', assessments: [] });
        }),
        http.get('/api/assessment/mbti/api/sessions/{id}/', ({ params }) =>
          HttpResponse.json({
            success: true,
            session: { ...session(Number(params.id), true), assessment_type: 'mbti' },
          }),
        ),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result, rerender } = renderHook(
      ({ id }: { id: number | null }) => ({
        category: useAssessmentsByCategory('lideranca'),
        one: useAssessmentSession('mbti', id),
      }),
      { wrapper, initialProps: { id: null as number | null } },
    );
    await waitFor(() => expect(result.current.category.data?.category).toBe('lideranca'));
    expect(test.count('GET /api/assessment/mbti/api/sessions/')).toBe(0);
    rerender({ id: 12 });
    await waitFor(() => expect(result.current.one.data?.session.id).toBe(12));
  });
});
