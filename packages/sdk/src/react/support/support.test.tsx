// @vitest-environment jsdom

import { createTestClient, HttpResponse, http } from '@sppock/sdk/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wrapperFor } from '../testWrapper';
import { useAnswerSupportQueueMessage } from './useAnswerSupportQueueMessage';
import { useChangeSupportQueueMessagePriority } from './useChangeSupportQueueMessagePriority';
import { useCreateSupportMessage } from './useCreateSupportMessage';
import { useReplyToSupportMessage } from './useReplyToSupportMessage';
import { useSupportCategories } from './useSupportCategories';
import { useSupportMessage } from './useSupportMessage';
import { useSupportMessages } from './useSupportMessages';
import { useSupportQueue } from './useSupportQueue';

const message = (status: 'aberta' | 'respondida' | 'resolvida' = 'aberta') => ({
  id: 12,
  subject: 'Fatura duplicada',
  content: 'Recebi duas cobranças neste mês.',
  status,
  priority: 'normal' as const,
  category: { id: 2, name: 'Pagamentos e Planos' },
  user: { first_name: 'Ana', last_name: 'Souza' },
  created_at: '2026-03-01T12:00:00Z',
  updated_at: '2026-03-01T12:00:00Z',
  responses: [],
  days_open: 3,
});

const response = {
  id: 7,
  content: 'Obrigada pelo retorno!',
  author: { first_name: 'Ana', last_name: 'Souza' },
  is_internal: false,
  created_at: '2026-03-02T12:00:00Z',
};

describe('support hooks', () => {
  it('lists the categories and the messages', async () => {
    const test = createTestClient({
      handlers: [
        http.get('/api/support/categories/', () =>
          HttpResponse.json({
            success: true,
            categories: [{ id: 1, name: 'Conta e Acesso', color: '#3B82F6' }],
          }),
        ),
        http.get('/api/support/messages/', () => HttpResponse.json({ success: true, messages: [message()] })),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const categories = renderHook(() => useSupportCategories(), { wrapper });
    const messages = renderHook(() => useSupportMessages(), { wrapper });
    await waitFor(() => expect(categories.result.current.data?.categories[0]?.name).toBe('Conta e Acesso'));
    await waitFor(() => expect(messages.result.current.data?.messages[0]?.subject).toBe('Fatura duplicada'));
  });

  it("a failed list reads the spec's HTTP mapping", async () => {
    const test = createTestClient({
      handlers: [
        http.get('/api/support/messages/', () =>
          HttpResponse.json({ success: false, error: 'falhou' }, { status: 500 }),
        ),
        http.get('/api/support/categories/', () =>
          HttpResponse.json({ success: false, error: 'Acesso negado' }, { status: 403 }),
        ),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const messages = renderHook(() => useSupportMessages(), { wrapper });
    const categories = renderHook(() => useSupportCategories(), { wrapper });
    await waitFor(() =>
      expect(messages.result.current.error?.message).toBe(
        'Erro interno do servidor. Tente novamente mais tarde.',
      ),
    );
    await waitFor(() =>
      expect(categories.result.current.error?.message).toBe('Acesso negado. Verifique suas permissões.'),
    );
  });

  it('reads one message only when an id is given', async () => {
    const test = createTestClient({
      handlers: [
        http.get('/api/support/messages/{id}/', ({ params: { id } }) => {
          expect(id).toBe('12');
          return HttpResponse.json({ success: true, data: message() });
        }),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result, rerender } = renderHook(({ id }: { id: number | null }) => useSupportMessage(id), {
      wrapper,
      initialProps: { id: null as number | null },
    });
    expect(result.current.fetchStatus).toBe('idle');
    rerender({ id: 12 });
    await waitFor(() => expect(result.current.data?.data.id).toBe(12));
    expect(test.count('GET /api/support/messages/12/')).toBe(1);
  });

  it("creating a message sends the payload; a 400 reads 'Erro 400: …'", async () => {
    let body: unknown = null;
    const test = createTestClient({
      handlers: [
        http.post('/api/support/messages/create/', async ({ request }) => {
          body = await request.json();
          return HttpResponse.json({ success: false, error: 'Categoria inválida.' }, { status: 400 });
        }),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => useCreateSupportMessage(), { wrapper });
    const payload = {
      category_id: 9,
      subject: 'Assunto',
      content: 'Conteúdo longo o bastante',
      priority: 'alta' as const,
    };
    await expect(act(() => result.current.mutateAsync(payload))).rejects.toThrow(
      'Erro 400: Categoria inválida.',
    );
    expect(body).toEqual(payload);
  });

  it('a reply that resolves calls respond first, then resolve, then reloads the thread', async () => {
    const order: string[] = [];
    let status: 'aberta' | 'resolvida' = 'aberta';
    const test = createTestClient({
      handlers: [
        http.get('/api/support/messages/{id}/', () => {
          order.push('detail');
          return HttpResponse.json({ success: true, data: message(status) });
        }),
        http.post('/api/support/messages/{id}/respond/', () => {
          order.push('respond');
          return HttpResponse.json({ success: true, data: response }, { status: 201 });
        }),
        http.post('/api/support/messages/{id}/resolve/', () => {
          order.push('resolve');
          status = 'resolvida';
          return HttpResponse.json({
            success: true,
            data: message('resolvida'),
            message: 'Mensagem marcada como resolvida.',
          });
        }),
      ],
    });
    const { wrapper } = wrapperFor(test);
    // One provider (each renderHook mounts its own, and each provider invalidates once).
    const { result: hooks } = renderHook(
      () => ({ detail: useSupportMessage(12), reply: useReplyToSupportMessage() }),
      { wrapper },
    );
    await waitFor(() => expect(hooks.current.detail.data?.data.status).toBe('aberta'));
    const result = await act(() =>
      hooks.current.reply.mutateAsync({ id: 12, content: 'Obrigada!', resolve: true }),
    );
    expect(result.resolved?.status).toBe('resolvida');
    await waitFor(() => expect(hooks.current.detail.data?.data.status).toBe('resolvida'));
    expect(order).toEqual(['detail', 'respond', 'resolve', 'detail']);
  });

  it("a refused reply does not resolve and reads 'Erro ao enviar resposta' without a status", async () => {
    const test = createTestClient({
      handlers: [
        http.post('/api/support/messages/{id}/respond/', () =>
          Promise.reject(new TypeError('Failed to fetch')),
        ),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => useReplyToSupportMessage(), { wrapper });
    await expect(
      act(() => result.current.mutateAsync({ id: 12, content: 'Obrigada!', resolve: true })),
    ).rejects.toThrow('Erro ao enviar resposta');
    expect(test.count('POST /api/support/messages/12/resolve/')).toBe(0);
  });
});

describe('operator queue hooks', () => {
  const queued = {
    ...message('aberta'),
    category: { id: 2, name: 'Pagamentos e Planos', color: '#10B981' },
    user_email: 'ana@empresa.com.br',
    package_type: 'professional' as const,
    priority_support: true,
    assigned_to: null,
  };

  it('sends the filters and refreshes the queue after an answer', async () => {
    const queries: string[] = [];
    let status: 'aberta' | 'respondida' = 'aberta';
    const test = createTestClient({
      handlers: [
        http.get('/api/support/admin/messages/', ({ request }) => {
          queries.push(new URL(request.url).search);
          return HttpResponse.json({
            success: true,
            messages: [{ ...queued, status }],
            total_count: 1,
            page: 1,
            has_next: false,
            counts: { aberta: 1, em_analise: 0, respondida: 0, resolvida: 0, fechada: 0 },
          });
        }),
        http.post('/api/support/admin/messages/{id}/respond/', async ({ request }) => {
          expect(await request.json()).toEqual({ content: 'Estorno solicitado.' });
          status = 'respondida';
          return HttpResponse.json({
            success: true,
            data: { ...queued, status },
            message: 'Resposta enviada.',
          });
        }),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(
      () => ({
        queue: useSupportQueue({ status: 'abertas', priority: 'alta', min_days_open: 7 }),
        answer: useAnswerSupportQueueMessage(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.queue.data?.messages[0]?.priority_support).toBe(true));
    expect(queries[0]).toBe('?status=abertas&priority=alta&min_days_open=7');
    await act(() => result.current.answer.mutateAsync({ id: 12, content: 'Estorno solicitado.' }));
    await waitFor(() => expect(result.current.queue.data?.messages[0]?.status).toBe('respondida'));
  });

  it("an operator raises a message to 'urgente' and the queue shows it", async () => {
    let priority: 'normal' | 'urgente' = 'normal';
    const test = createTestClient({
      handlers: [
        http.get('/api/support/admin/messages/', () =>
          HttpResponse.json({
            success: true,
            messages: [{ ...queued, priority }],
            total_count: 1,
            page: 1,
            has_next: false,
            counts: { aberta: 1, em_analise: 0, respondida: 0, resolvida: 0, fechada: 0 },
          }),
        ),
        http.post('/api/support/admin/messages/{id}/priority/', async ({ request }) => {
          expect(await request.json()).toEqual({ priority: 'urgente' });
          priority = 'urgente';
          return HttpResponse.json({
            success: true,
            data: { ...queued, priority },
            message: 'Prioridade alterada para Urgente.',
          });
        }),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(
      () => ({ queue: useSupportQueue(), raise: useChangeSupportQueueMessagePriority() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.queue.data?.messages[0]?.priority).toBe('normal'));
    const answer = await act(() => result.current.raise.mutateAsync({ id: 12, priority: 'urgente' }));
    expect(answer.message).toBe('Prioridade alterada para Urgente.');
    await waitFor(() => expect(result.current.queue.data?.messages[0]?.priority).toBe('urgente'));
  });

  it("a non-superuser's 403 reads 'Acesso negado. Verifique suas permissões.'", async () => {
    const test = createTestClient({
      handlers: [
        http.get('/api/support/admin/messages/', () =>
          HttpResponse.json({ success: false, error: 'Acesso restrito a superusuários.' }, { status: 403 }),
        ),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => useSupportQueue(), { wrapper });
    await waitFor(() =>
      expect(result.current.error?.message).toBe('Acesso negado. Verifique suas permissões.'),
    );
  });
});
