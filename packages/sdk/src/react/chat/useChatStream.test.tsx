// @vitest-environment jsdom

import { createTestClient, HttpResponse, http } from '@sppock/sdk/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ANSWER_PARTS, LONG_RUN_PARTS, QUESTION_PARTS, sseResponse } from '../../chat/streamFixtures';
import { wrapperFor } from '../testWrapper';
import { useChatStream, useChatStreamText } from './useChatStream';

describe('useChatStream', () => {
  it('acumula o texto, a orquestração e os metadados até ficar pronto', async () => {
    const test = createTestClient({
      handlers: [http.post('/api/agents/{agent}/api/', () => sseResponse(ANSWER_PARTS))],
    });
    const { result } = renderHook(() => useChatStream(), { wrapper: wrapperFor(test).wrapper });
    expect(result.current.status).toBe('idle');
    await act(async () => {
      await result.current.send({ message: 'Escreva um e-mail para o Marcos' });
    });
    expect(result.current).toMatchObject({
      status: 'ready',
      text: 'Olá, Marcos!',
      orchestration: { agent_used: 'email_writer', confidence: 93 },
      metadata: { stopped: false, tokens: { total: 416 } },
      error: null,
    });
  });

  it('guarda a pergunta de volta (data-clarification) e manda a escolha com choice', async () => {
    const bodies: unknown[] = [];
    const test = createTestClient({
      handlers: [
        http.post('/api/agents/{agent}/api/', async ({ request }) => {
          bodies.push(await request.json());
          return sseResponse(bodies.length === 1 ? QUESTION_PARTS : ANSWER_PARTS);
        }),
      ],
    });
    const { result } = renderHook(() => useChatStream(), { wrapper: wrapperFor(test).wrapper });
    await act(async () => {
      await result.current.send({ message: 'Linhas de assunto para a proposta da Construtora Andrade' });
    });
    expect(result.current.clarification).toEqual({
      question: 'Você quer que eu **escreva um e-mail** ou **gere ideias de negócio** para isso?',
      choices: [
        { agent: 'email_writer', label: 'Escrever um e-mail' },
        { agent: 'brainstorm', label: 'Gerar ideias de negócio' },
      ],
      chosen_agent: null,
    });
    const questionId = result.current.metadata?.message_id ?? '';
    await act(async () => {
      await result.current.send({
        session_id: '3f6c2a8e-9b41-4d7a-a2c5-7e18d04b9f13',
        message: 'Escrever um e-mail',
        choice: { question_id: questionId, agent: 'email_writer' },
      });
    });
    // A new answer starts without the previous question.
    expect(result.current).toMatchObject({ clarification: null, text: 'Olá, Marcos!' });
    expect(bodies[1]).toMatchObject({ choice: { question_id: questionId, agent: 'email_writer' } });
  });

  it('guarda o andamento de uma execução longa (data-job) ao lado da orquestração', async () => {
    const test = createTestClient({
      handlers: [http.post('/api/agents/{agent}/api/', () => sseResponse(LONG_RUN_PARTS))],
    });
    const { result } = renderHook(() => useChatStream(), { wrapper: wrapperFor(test).wrapper });
    await act(async () => {
      await result.current.send({ message: 'Encontre padarias em Curitiba para vender café' });
    });
    expect(result.current).toMatchObject({
      status: 'ready',
      text: 'Encontrei 12 padarias.',
      orchestration: { agent_used: 'lead_finder' },
      job: { status: 'completed', step: 'Concluído.' },
    });
  });

  it('stop() interrompe a resposta e marca o estado como parado', async () => {
    let cancelled = false;
    const test = createTestClient({
      handlers: [
        http.post('/api/agents/{agent}/api/', ({ request }) => {
          const encoder = new TextEncoder();
          const body = new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(encoder.encode(`data: ${JSON.stringify(ANSWER_PARTS[0])}\n\n`));
              controller.enqueue(encoder.encode(`data: ${JSON.stringify(ANSWER_PARTS[3])}\n\n`));
              request.signal.addEventListener('abort', () => {
                cancelled = true;
                controller.error(new DOMException('parado', 'AbortError'));
              });
            },
          });
          return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
        }),
      ],
    });
    const { result } = renderHook(() => useChatStream(), { wrapper: wrapperFor(test).wrapper });
    let sending: Promise<unknown> = Promise.resolve();
    act(() => {
      sending = result.current.send({ message: 'Ideias para a padaria' });
    });
    await waitFor(() => expect(result.current.text).toBe('Olá,'));
    expect(result.current.status).toBe('streaming');
    await act(async () => {
      result.current.stop();
      await sending;
    });
    expect(result.current.status).toBe('stopped');
    expect(result.current.text).toBe('Olá,');
    expect(cancelled).toBe(true);
  });

  it('uma recusa do servidor fica em error, em pt-BR', async () => {
    const test = createTestClient({
      handlers: [
        http.post(
          '/api/agents/{agent}/api/',
          () =>
            new Response(JSON.stringify({ success: false, error: 'A mensagem não pode ser vazia.' }), {
              status: 400,
              headers: { 'content-type': 'application/json' },
            }),
        ),
      ],
    });
    const { result } = renderHook(() => useChatStream(), { wrapper: wrapperFor(test).wrapper });
    await act(async () => {
      await result.current.send({ message: ' ' });
    });
    expect(result.current).toMatchObject({ status: 'error', error: 'A mensagem não pode ser vazia.' });
  });

  it('rerenderOnText: false — o dono não renderiza a cada pedaço de texto; useChatStreamText lê o texto', async () => {
    const encoder = new TextEncoder();
    let push: (part: unknown) => void = () => {};
    let close: () => void = () => {};
    let opened: () => void = () => {};
    const requested = new Promise<void>((resolve) => {
      opened = resolve;
    });
    const test = createTestClient({
      handlers: [
        http.post(
          '/api/agents/{agent}/api/',
          () =>
            new Response(
              new ReadableStream<Uint8Array>({
                start(controller) {
                  push = (part) => controller.enqueue(encoder.encode(`data: ${JSON.stringify(part)}\n\n`));
                  close = () => controller.close();
                  opened();
                },
              }),
              { headers: { 'content-type': 'text/event-stream' } },
            ),
        ),
      ],
    });
    const { wrapper } = wrapperFor(test);
    let ownerRenders = 0;
    const owner = renderHook(
      () => {
        ownerRenders += 1;
        return useChatStream({ rerenderOnText: false });
      },
      { wrapper },
    );
    const reader = renderHook(() => useChatStreamText(owner.result.current.textSource), { wrapper });
    let sending: Promise<unknown> = Promise.resolve();
    act(() => {
      sending = owner.result.current.send({ message: 'Escreva um e-mail para o Marcos' });
    });
    await requested;
    for (const part of ANSWER_PARTS.slice(0, 4)) {
      push(part);
    }
    await waitFor(() => expect(reader.result.current).toBe('Olá,'));
    await waitFor(() => expect(owner.result.current).toMatchObject({ status: 'streaming', text: 'Olá,' }));
    const rendersWhileStreaming = ownerRenders;
    push(ANSWER_PARTS[4]);
    await waitFor(() => expect(reader.result.current).toBe('Olá, Marcos!'));
    expect(ownerRenders).toBe(rendersWhileStreaming);
    expect(owner.result.current.text).toBe('Olá,');
    await act(async () => {
      for (const part of ANSWER_PARTS.slice(5)) {
        push(part);
      }
      close();
      await sending;
    });
    expect(owner.result.current).toMatchObject({ status: 'ready', text: 'Olá, Marcos!' });
  });

  describe('respostas que sobrevivem a um recarregamento (issue 29)', () => {
    const SESSION = '3f6c2a8e-9b41-4d7a-a2c5-7e18d04b9f13';
    const START = { ...ANSWER_PARTS[0], messageMetadata: { session_id: SESSION } };
    const WHOLE = [START, ...ANSWER_PARTS.slice(1)];
    const encoder = new TextEncoder();
    const event = (part: unknown) => encoder.encode(`data: ${JSON.stringify(part)}\n\n`);

    it('resume(sessionId) segue a resposta em andamento até o fim; sem resposta, fica ocioso', async () => {
      let inFlight = true;
      const test = createTestClient({
        handlers: [
          http.get('/api/agents/sessions/{session_id}/stream/', ({ params }) => {
            expect(params.session_id).toBe(SESSION);
            return inFlight ? sseResponse(WHOLE) : new Response(null, { status: 204 });
          }),
        ],
      });
      const { result } = renderHook(() => useChatStream(), { wrapper: wrapperFor(test).wrapper });
      await act(async () => {
        await result.current.resume(SESSION);
      });
      expect(result.current).toMatchObject({
        status: 'ready',
        text: 'Olá, Marcos!',
        orchestration: { agent_used: 'email_writer' },
        metadata: { session_id: SESSION, stopped: false },
      });
      inFlight = false;
      let resumed: Awaited<ReturnType<typeof result.current.resume>> | undefined;
      await act(async () => {
        resumed = await result.current.resume(SESSION);
      });
      expect(resumed?.status).toBe('idle');
    });

    it('com resume: true, a rede que cai depois da primeira parte reconecta e chega ao mesmo texto final', async () => {
      const resumes: string[] = [];
      const test = createTestClient({
        handlers: [
          http.post(
            '/api/agents/{agent}/api/',
            () =>
              new Response(
                new ReadableStream<Uint8Array>({
                  start(controller) {
                    for (const part of WHOLE.slice(0, 4)) {
                      controller.enqueue(event(part));
                    }
                    // The network drops mid-answer.
                    setTimeout(() => controller.error(new TypeError('network error')), 10);
                  },
                }),
                { headers: { 'content-type': 'text/event-stream' } },
              ),
          ),
          http.get('/api/agents/sessions/{session_id}/stream/', ({ params }) => {
            resumes.push(String(params.session_id));
            return sseResponse(WHOLE);
          }),
        ],
      });
      const { result } = renderHook(() => useChatStream({ resume: true }), {
        wrapper: wrapperFor(test).wrapper,
      });
      await act(async () => {
        await result.current.send({ message: 'Escreva um e-mail para o Marcos', session_id: SESSION });
      });
      expect(resumes).toEqual([SESSION]);
      // Replayed from its start: the text is the answer's, not its first part twice.
      expect(result.current).toMatchObject({ status: 'ready', text: 'Olá, Marcos!', error: null });
    });

    it('sendToCustomAgent manda ao chat do agente personalizado; a queda é retomada pela mesma rota, com as citações no fim', async () => {
      const CUSTOM_SESSION = '5b1e2c7a-3d4f-4a8b-9c0d-6e7f8a9b0c1d';
      const citation = {
        document_id: 'cad_3fT9kW2qLm8xR5Yp',
        filename: 'tabela-precos-2026.pdf',
        excerpt: 'Kit café da manhã: R$ 24,90 por pessoa.',
      };
      const CUSTOM = [
        { type: 'start', messageId: 'm1', messageMetadata: { session_id: CUSTOM_SESSION } },
        { type: 'text-start', id: 't0' },
        { type: 'text-delta', id: 't0', delta: 'Kit café da manhã: ' },
        { type: 'text-delta', id: 't0', delta: 'R$ 24,90 por pessoa. [1]' },
        { type: 'text-end', id: 't0' },
        {
          type: 'finish',
          messageMetadata: {
            ...ANSWER_PARTS.at(-1)?.messageMetadata,
            session_id: CUSTOM_SESSION,
            citations: [citation],
          },
        },
      ];
      const sent: { id: string; body: unknown }[] = [];
      const resumes: string[] = [];
      const test = createTestClient({
        handlers: [
          http.post('/api/custom-agents/{id}/chat/', async ({ params, request }) => {
            sent.push({ id: String(params.id), body: await request.json() });
            expect(request.headers.get('accept')).toContain('text/event-stream');
            return new Response(
              new ReadableStream<Uint8Array>({
                start(controller) {
                  for (const part of CUSTOM.slice(0, 3)) {
                    controller.enqueue(event(part));
                  }
                  setTimeout(() => controller.error(new TypeError('network error')), 10);
                },
              }),
              { headers: { 'content-type': 'text/event-stream' } },
            );
          }),
          http.get('/api/agents/sessions/{session_id}/stream/', ({ params }) => {
            resumes.push(String(params.session_id));
            return sseResponse(CUSTOM);
          }),
        ],
      });
      const { result } = renderHook(() => useChatStream({ resume: true }), {
        wrapper: wrapperFor(test).wrapper,
      });
      await act(async () => {
        await result.current.sendToCustomAgent({
          agentId: 'cag_7Hq2LmX9pR4tVw8K',
          message: 'Qual o preço do kit café da manhã?',
        });
      });
      expect(sent).toEqual([
        { id: 'cag_7Hq2LmX9pR4tVw8K', body: { message: 'Qual o preço do kit café da manhã?' } },
      ]);
      expect(resumes).toEqual([CUSTOM_SESSION]);
      expect(result.current).toMatchObject({
        status: 'ready',
        text: 'Kit café da manhã: R$ 24,90 por pessoa. [1]',
        // Told by the start, so a screen keeps a new conversation's id before the answer ends.
        sessionId: CUSTOM_SESSION,
        metadata: { session_id: CUSTOM_SESSION, citations: [citation] },
        error: null,
      });
    });

    it('sem resume, a queda é um erro (como antes)', async () => {
      const test = createTestClient({
        handlers: [
          http.post(
            '/api/agents/{agent}/api/',
            () =>
              new Response(
                new ReadableStream<Uint8Array>({
                  start(controller) {
                    controller.enqueue(event(START));
                    setTimeout(() => controller.error(new TypeError('network error')), 10);
                  },
                }),
                { headers: { 'content-type': 'text/event-stream' } },
              ),
          ),
        ],
      });
      const { result } = renderHook(() => useChatStream(), { wrapper: wrapperFor(test).wrapper });
      await act(async () => {
        await result.current.send({ message: 'Oi', session_id: SESSION });
      });
      expect(result.current.status).toBe('error');
    });

    it('stop() pede a parada ao servidor e espera o fim parado, que todas as abas recebem', async () => {
      let push: (part: unknown) => void = () => {};
      let close: () => void = () => {};
      const stops: string[] = [];
      const test = createTestClient({
        handlers: [
          http.post(
            '/api/agents/{agent}/api/',
            () =>
              new Response(
                new ReadableStream<Uint8Array>({
                  start(controller) {
                    push = (part) => controller.enqueue(event(part));
                    close = () => controller.close();
                    for (const part of WHOLE.slice(0, 4)) {
                      push(part);
                    }
                  },
                }),
                { headers: { 'content-type': 'text/event-stream' } },
              ),
          ),
          http.delete('/api/agents/sessions/{session_id}/stream/', ({ params }) => {
            stops.push(String(params.session_id));
            // The node running the model stops it: the stored part's finish reaches every reader.
            setTimeout(() => {
              push({ type: 'text-end', id: 't0' });
              push({ type: 'finish', messageMetadata: { ...WHOLE.at(-1)?.messageMetadata, stopped: true } });
              close();
            }, 10);
            return HttpResponse.json({ success: true as const, stopped: true });
          }),
        ],
      });
      const { result } = renderHook(() => useChatStream(), { wrapper: wrapperFor(test).wrapper });
      let sending: Promise<unknown> = Promise.resolve();
      act(() => {
        sending = result.current.send({ message: 'Ideias para a padaria' });
      });
      await waitFor(() => expect(result.current.text).toBe('Olá,'));
      await act(async () => {
        result.current.stop();
        await sending;
      });
      expect(stops).toEqual([SESSION]);
      expect(result.current).toMatchObject({ status: 'stopped', text: 'Olá,', metadata: { stopped: true } });
    });
  });
});
