// @vitest-environment jsdom

import type { components } from '@sppock/sdk';
import { createTestClient, HttpResponse, http } from '@sppock/sdk/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sseResponse } from '../../chat/streamFixtures';
import { wrapperFor } from '../testWrapper';
import { useChatFeedback } from './useChatFeedback';
import { useChatSession } from './useChatSession';
import { useChatSessions } from './useChatSessions';
import { useChatStream } from './useChatStream';
import { useCreateChatSession } from './useCreateChatSession';
import { useDeleteChatSession } from './useDeleteChatSession';
import { chatFileId, dispositionFileName, useDownloadFile } from './useDownloadFile';

const SESSION = '3f6c2a8e-9b41-4d7a-a2c5-7e18d04b9f13';
const FILE = '9d2e7b14-6a3f-4c58-b0e1-2f7a9c4d8e61';

describe('useChatSession', () => {
  it('loads a conversation with get_session, and says "Erro ao carregar sessão" when it fails', async () => {
    const test = createTestClient({
      handlers: [
        http.post('/api/agents/{agent}/api/', async ({ request, response }) => {
          const body = (await request.json()) as { action: string; session_id: string };
          expect(body.action).toBe('get_session');
          return body.session_id === SESSION
            ? response(200).json({
                success: true,
                action: 'get_session',
                session: {
                  id: SESSION,
                  title: 'Cafeteria no Batel',
                  agent_type: 'chatsppock',
                  created_at: '2026-03-14T10:06:00-03:00',
                  updated_at: '2026-03-14T10:06:10-03:00',
                  message_count: 1,
                  total_tokens_used: null,
                },
                messages: [{ id: '1', role: 'user', content: 'Olá', timestamp: '2026-03-14T10:06:10-03:00' }],
              })
            : HttpResponse.json({ success: false, error: 'Sessão não encontrada.' }, { status: 404 });
        }),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result, rerender } = renderHook(
      ({ id }: { id: string | null }) => useChatSession('chatsppock', id),
      {
        wrapper,
        initialProps: { id: null as string | null },
      },
    );
    expect(result.current.fetchStatus).toBe('idle');
    rerender({ id: SESSION });
    await waitFor(() => expect(result.current.data?.messages[0]?.content).toBe('Olá'));
    rerender({ id: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f' });
    await waitFor(() => expect(result.current.error?.message).toBe('Erro ao carregar sessão'));
  });
});

describe('useCreateChatSession', () => {
  it('creates the session before any message and the list shows it at once', async () => {
    const sessions: components['schemas']['ChatSession'][] = [];
    const bodies: unknown[] = [];
    const test = createTestClient({
      handlers: [
        http.get('/api/agents/{agent}/api/sessions/', ({ response }) =>
          response(200).json({ success: true, sessions: [...sessions], total: sessions.length }),
        ),
        http.post('/api/agents/{agent}/api/', async ({ request, params: { agent } }) => {
          const body = (await request.json()) as { action: string; title: string };
          bodies.push({ agent, ...body });
          sessions.push({
            id: SESSION,
            title: body.title,
            agent_type: 'lead_finder',
            created_at: '2026-03-14T10:06:00-03:00',
            updated_at: '2026-03-14T10:06:00-03:00',
            message_count: 0,
            total_tokens_used: null,
          });
          return HttpResponse.json({
            success: true,
            action: 'create_session',
            session_id: SESSION,
            title: body.title,
            message: 'Nova sessão de LeadFinder criada!',
          });
        }),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(
      () => ({ list: useChatSessions('lead_finder'), create: useCreateChatSession() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data?.total).toBe(0));
    let created: unknown;
    await act(async () => {
      created = await result.current.create.mutateAsync({ agent: 'lead_finder' });
    });
    expect(created).toMatchObject({ session_id: SESSION, message: 'Nova sessão de LeadFinder criada!' });
    expect(bodies).toEqual([{ agent: 'lead_finder', action: 'create_session', title: 'Nova conversa' }]);
    await waitFor(() => expect(result.current.list.data?.sessions[0]?.title).toBe('Nova conversa'));
  });

  it("gives the server's error (the plan's limit), else the surface's text", async () => {
    let answer: Response = HttpResponse.json(
      { success: false, error: 'Você atingiu o limite de 30 conversas do plano Free.' },
      { status: 403 },
    );
    const test = createTestClient({
      // Untyped: the contract's error first, then deliberately a 500 without `error` for the fallback.
      handlers: [http.post('/api/agents/{agent}/api/', ({ response }) => response.untyped(answer))],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => useCreateChatSession(), { wrapper });
    await act(() => result.current.mutateAsync({ surface: 'chat' }).catch(() => undefined));
    await waitFor(() =>
      expect(result.current.error?.message).toBe('Você atingiu o limite de 30 conversas do plano Free.'),
    );
    answer = HttpResponse.json({}, { status: 500 });
    await act(() => result.current.mutateAsync({ surface: 'chat' }).catch(() => undefined));
    await waitFor(() => expect(result.current.error?.message).toBe('Erro ao criar sessão'));
    await act(() => result.current.mutateAsync({}).catch(() => undefined));
    await waitFor(() => expect(result.current.error?.message).toBe('Erro ao criar nova sessão'));
  });
});

describe('useDeleteChatSession', () => {
  it("gives the server's error text, else 'Erro ao deletar sessão'", async () => {
    let answer: Response = HttpResponse.json(
      { success: false, error: 'Sessão não encontrada.' },
      { status: 404 },
    );
    const test = createTestClient({
      // Untyped: the contract's error first, then deliberately a 500 without `error` for the fallback.
      handlers: [http.post('/api/agents/{agent}/api/', ({ response }) => response.untyped(answer))],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => useDeleteChatSession(), { wrapper });
    await act(() => result.current.mutateAsync({ sessionId: SESSION }).catch(() => undefined));
    await waitFor(() => expect(result.current.error?.message).toBe('Sessão não encontrada.'));
    answer = HttpResponse.json({}, { status: 500 });
    await act(() => result.current.mutateAsync({ sessionId: SESSION }).catch(() => undefined));
    await waitFor(() => expect(result.current.error?.message).toBe('Erro ao deletar sessão'));
  });
});

describe('useChatFeedback', () => {
  it('posts feedback_type to the session, and fails with "Erro ao enviar feedback"', async () => {
    const bodies: unknown[] = [];
    let fail = false;
    const test = createTestClient({
      handlers: [
        http.post(
          '/api/agents/{agent}/api/sessions/{session_id}/feedback/',
          async ({ request, params, response }) => {
            bodies.push({ ...params, ...((await request.json()) as object) });
            return fail
              ? // Deliberately outside the contract (which always sends `error`): a body without text, as a proxy's, reads the fallback.
                response.untyped(HttpResponse.json({ success: false }, { status: 500 }))
              : HttpResponse.json({ success: true, message: 'Feedback enviado!' });
          },
        ),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => useChatFeedback(), { wrapper });
    const answer = await act(() =>
      result.current.mutateAsync({ sessionId: SESSION, feedback_type: 'positive', message_id: FILE }),
    );
    expect(answer.message).toBe('Feedback enviado!');
    expect(bodies[0]).toEqual({
      agent: 'chatsppock',
      session_id: SESSION,
      feedback_type: 'positive',
      message_id: FILE,
    });
    fail = true;
    await act(() =>
      result.current.mutateAsync({ sessionId: SESSION, feedback_type: 'negative' }).catch(() => undefined),
    );
    await waitFor(() => expect(result.current.error?.message).toBe('Erro ao enviar feedback'));
  });
});

describe('useDownloadFile', () => {
  it('downloads with the bearer token and names the file from Content-Disposition', async () => {
    let authorization: string | null = null;
    const test = createTestClient({
      handlers: [
        http.get('/api/files/{file_id}/', ({ request, params: { file_id } }) => {
          authorization = request.headers.get('authorization');
          return file_id === FILE
            ? new Response('Café coado: R$ 7,50', {
                headers: {
                  'content-type': 'text/plain',
                  'content-disposition': `attachment; filename="cardapio.txt"; filename*=UTF-8''card%C3%A1pio.txt`,
                },
              })
            : HttpResponse.json({ success: false, error: 'Arquivo não encontrado.' }, { status: 404 });
        }),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => useDownloadFile(), { wrapper });
    const file = await act(() => result.current.mutateAsync({ fileId: FILE }));
    expect(file.fileName).toBe('cardápio.txt');
    expect(await file.blob.text()).toBe('Café coado: R$ 7,50');
    expect(authorization).toMatch(/^Bearer /);
    await act(() =>
      result.current.mutateAsync({ fileId: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f' }).catch(() => undefined),
    );
    await waitFor(() =>
      expect(result.current.error?.message).toBe('Erro ao fazer download. Verifique se você está logado.'),
    );
  });

  it('reads file ids and header names', () => {
    expect(chatFileId(`/api/files/${FILE}/`)).toBe(FILE);
    expect(chatFileId(`https://app.sppock.com.br/api/files/${FILE}/?x=1`)).toBe(FILE);
    expect(chatFileId('https://example.com/doc.pdf')).toBeNull();
    expect(dispositionFileName('attachment; filename="ata.md"')).toBe('ata.md');
    expect(dispositionFileName(null)).toBeNull();
  });
});

describe('useChatStream and spacing', () => {
  it("a 429 keeps the server's text and the Retry-After seconds", async () => {
    let calls = 0;
    const test = createTestClient({
      handlers: [
        http.post('/api/agents/{agent}/api/', () => {
          calls += 1;
          return calls === 1
            ? new Response(
                JSON.stringify({
                  success: false,
                  error: 'Aguarde alguns segundos antes de enviar outra mensagem.',
                }),
                { status: 429, headers: { 'content-type': 'application/json', 'Retry-After': '3' } },
              )
            : sseResponse([{ type: 'text-delta', id: 't', delta: 'Oi' }, { type: 'finish' }]);
        }),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => useChatStream(), { wrapper });
    await act(() => result.current.send({ message: 'Olá' }));
    expect(result.current.error).toBe('Aguarde alguns segundos antes de enviar outra mensagem.');
    expect(result.current.retryAfter).toBe(3);
    await act(() => result.current.send({ message: 'Olá de novo' }));
    expect(result.current).toMatchObject({ status: 'ready', text: 'Oi', retryAfter: null, error: null });
  });
});
