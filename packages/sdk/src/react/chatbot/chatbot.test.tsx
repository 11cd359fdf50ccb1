// @vitest-environment jsdom

import { createTestClient, HttpResponse, http } from '@sppock/sdk/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wrapperFor } from '../testWrapper';
import { useChatbotHistory } from './useChatbotHistory';
import { useChatbotMessage } from './useChatbotMessage';
import { useChatbotSession } from './useChatbotSession';
import { useChatbotVisitorMessage } from './useChatbotVisitorMessage';
import { useRateChatbotAnswer } from './useRateChatbotAnswer';
import { useStartChatbotVisitorSession } from './useStartChatbotVisitorSession';

const SESSION = '6e8f0a2c-4b1d-4c3e-9f5a-7b8c9d0e1f2a';
const MESSAGE_ID = '0f9e8d7c-6b5a-4f3e-8d2c-1b0a9f8e7d6c';

describe('chatbot hooks', () => {
  it('opens the session only when enabled', async () => {
    const test = createTestClient({
      handlers: [
        http.get('/api/chatbot/session/info/', () =>
          HttpResponse.json({
            session_id: SESSION,
            is_active: true,
            message_count: 0,
            package_type: 'freemium',
            created: '2026-04-02T14:31:05-03:00',
          }),
        ),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result, rerender } = renderHook(({ enabled }) => useChatbotSession({ enabled }), {
      wrapper,
      initialProps: { enabled: false },
    });
    expect(test.count('GET /api/chatbot/session/info/')).toBe(0);
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data?.session_id).toBe(SESSION));
  });

  it("a failed session reads 'Erro ao conectar com o chatbot'", async () => {
    const test = createTestClient({
      handlers: [
        http.get('/api/chatbot/session/info/', () => HttpResponse.json({ detail: 'x' }, { status: 500 })),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => useChatbotSession(), { wrapper });
    await waitFor(() => expect(result.current.error?.message).toBe('Erro ao conectar com o chatbot'));
  });

  it('a sent message refreshes the history; 429 and 403 read the spec messages', async () => {
    let status = 200;
    let exchanges = 0;
    const test = createTestClient({
      handlers: [
        http.get('/api/chatbot/history/', () =>
          HttpResponse.json({ success: true, session_id: SESSION, conversations: [] }),
        ),
        http.post('/api/chatbot/response/', () => {
          if (status !== 200) {
            return HttpResponse.json({ success: false, error: 'não' }, { status: status });
          }
          exchanges += 1;
          return HttpResponse.json({
            message: 'Resposta',
            message_id: MESSAGE_ID,
            confidence_score: 0.9,
            suggestions: [],
          });
        }),
      ],
    });
    const { wrapper } = wrapperFor(test);
    // One provider (each renderHook mounts its own, and each provider invalidates once).
    const { result: send } = renderHook(() => ({ history: useChatbotHistory(), send: useChatbotMessage() }), {
      wrapper,
    });
    await waitFor(() => expect(send.current.history.isSuccess).toBe(true));
    await act(() => send.current.send.mutateAsync({ message: 'Quanto custa?', session_id: SESSION }));
    await waitFor(() => expect(test.count('GET /api/chatbot/history/')).toBe(2));
    expect(exchanges).toBe(1);
    status = 429;
    await expect(
      act(() => send.current.send.mutateAsync({ message: 'De novo', session_id: SESSION })),
    ).rejects.toThrow('Muitas mensagens enviadas. Tente novamente em alguns minutos.');
    status = 403;
    await expect(
      act(() => send.current.send.mutateAsync({ message: 'De novo', session_id: SESSION })),
    ).rejects.toThrow('Acesso negado. Verifique sua assinatura.');
  });

  it("a failed rating reads 'Erro ao salvar avaliação'", async () => {
    const test = createTestClient({
      handlers: [
        http.post('/api/chatbot/rate/', () =>
          HttpResponse.json({ success: false, error: 'x' }, { status: 404 }),
        ),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => useRateChatbotAnswer(), { wrapper });
    await expect(
      act(() => result.current.mutateAsync({ message_id: MESSAGE_ID, is_helpful: true })),
    ).rejects.toThrow('Erro ao salvar avaliação');
  });
});

describe('visitor chatbot hooks', () => {
  it('a visitor opens a session and asks without a token', async () => {
    const authorizations: Array<string | null> = [];
    const test = createTestClient({
      handlers: [
        http.post('/api/chatbot/visitor/session/', ({ request }) => {
          authorizations.push(request.headers.get('Authorization'));
          return HttpResponse.json(
            {
              session_id: SESSION,
              is_active: true,
              message_count: 0,
              package_type: 'freemium',
              created: '2026-04-02T14:31:05-03:00',
            },
            { status: 201 },
          );
        }),
        http.post('/api/chatbot/visitor/response/', async ({ request }) => {
          authorizations.push(request.headers.get('Authorization'));
          expect(await request.json()).toEqual({ message: 'Quanto custa o Pro?', session_id: SESSION });
          return HttpResponse.json({
            message: 'O plano Pro custa R$ 39,90 por mês.',
            message_id: MESSAGE_ID,
            confidence_score: 0.9,
            suggestions: [],
          });
        }),
      ],
      user: null,
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(
      () => ({ start: useStartChatbotVisitorSession(), ask: useChatbotVisitorMessage() }),
      { wrapper },
    );
    const session = await act(() => result.current.start.mutateAsync());
    const reply = await act(() =>
      result.current.ask.mutateAsync({ message: 'Quanto custa o Pro?', session_id: session.session_id }),
    );
    expect(reply.message).toContain('R$ 39,90');
    expect(authorizations).toEqual([null, null]);
  });

  it("a throttled visitor reads 'Muitas mensagens enviadas. Tente novamente em alguns minutos.'", async () => {
    const test = createTestClient({
      handlers: [
        http.post('/api/chatbot/visitor/response/', () =>
          HttpResponse.json({ success: false, error: 'x' }, { status: 429 }),
        ),
      ],
      user: null,
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => useChatbotVisitorMessage(), { wrapper });
    await expect(
      act(() => result.current.mutateAsync({ message: 'Oi', session_id: SESSION })),
    ).rejects.toThrow('Muitas mensagens enviadas. Tente novamente em alguns minutos.');
  });
});
