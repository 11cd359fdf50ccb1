// @vitest-environment jsdom

import { createTestClient, http } from '@sppock/sdk/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ANSWER_PARTS, LONG_RUN_PARTS, QUESTION_PARTS, sseResponse } from '../../chat/streamFixtures';
import { wrapperFor } from '../testWrapper';
import { useChatStream } from './useChatStream';

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
});
