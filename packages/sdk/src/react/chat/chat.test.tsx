// @vitest-environment jsdom

import type { components } from '@sppock/sdk';
import { createTestClient, HttpResponse, http } from '@sppock/sdk/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wrapperFor } from '../testWrapper';
import { useChatSessions } from './useChatSessions';
import { useSendMessage } from './useSendMessage';

describe('invalidation', () => {
  it('sending a message refreshes the session list', async () => {
    let sessions = 0;
    const session = (index: number): components['schemas']['ChatSession'] => ({
      id: `3f6c2a8e-9b41-4d7a-a2c5-7e18d04b9f1${index}`,
      title: 'Nova conversa',
      agent_type: 'chatsppock',
      created_at: '2026-03-14T10:06:10-03:00',
      updated_at: '2026-03-14T10:06:40-03:00',
      message_count: 2,
      total_tokens_used: 1200,
    });
    const test = createTestClient({
      handlers: [
        http.get('/api/agents/{agent}/api/sessions/', ({ params: { agent }, response }) =>
          response(200).json({
            success: true,
            sessions: agent !== 'chatsppock' ? [] : Array.from({ length: sessions }, (_, i) => session(i)),
            total: sessions,
          }),
        ),
        http.post('/api/agents/{agent}/api/', async ({ request, params: { agent }, response }) => {
          expect(agent).toBe('chatsppock');
          const body = (await request.json()) as { action: string; location: unknown };
          expect(body).toMatchObject({
            action: 'send_message',
            location: { country: 'Brasil', countryCode: 'BR' },
          });
          sessions += 1;
          return response(200).json({
            success: true,
            action: 'send_message',
            message: 'Olá!',
            content: 'Olá!',
            session_id: session(sessions - 1).id,
            message_id: '9d2e7b14-6a3f-4c58-b0e1-2f7a9c4d8e62',
            orchestrated: false,
            agent_used: 'chatsppock',
            agent_name: 'Sppock Commander',
            confidence: null,
            confidenceRange: null,
            intent_detected: null,
            description: null,
            tokens: { input: 12, output: 3, total: 15 },
            provider: 'offline',
            model: 'offline',
            offline: true,
          });
        }),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => ({ list: useChatSessions(), send: useSendMessage() }), { wrapper });
    await waitFor(() => expect(result.current.list.data?.total).toBe(0));
    await act(() => result.current.send.mutateAsync({ message: 'Quero ideias para minha padaria' }));
    await waitFor(() => expect(result.current.list.data?.total).toBe(1));
  });
});

describe('errors the hooks give', () => {
  it('a message the agent refuses shows the server text', async () => {
    const test = createTestClient({
      handlers: [
        http.post('/api/agents/{agent}/api/', ({ params: { agent } }) =>
          agent === 'brainstorm'
            ? HttpResponse.json(
                { success: false, error: 'Limite de mensagens do plano Free atingido.' },
                { status: 429 },
              )
            : HttpResponse.json({ success: false, error: `agente inesperado: ${agent}` }, { status: 400 }),
        ),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => useSendMessage(), { wrapper });
    await act(() =>
      result.current.mutateAsync({ agent: 'brainstorm', message: 'ideias' }).catch(() => undefined),
    );
    await waitFor(() =>
      expect(result.current.error?.message).toBe('Limite de mensagens do plano Free atingido.'),
    );
  });
});
