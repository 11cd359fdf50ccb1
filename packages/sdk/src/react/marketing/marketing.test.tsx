// @vitest-environment jsdom

import { createTestClient, HttpResponse, http } from '@sppock/sdk/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wrapperFor } from '../testWrapper';
import { useRequestEnterpriseDemo } from './useRequestEnterpriseDemo';
import { useSubscribeNewsletter } from './useSubscribeNewsletter';

describe('useSubscribeNewsletter', () => {
  it('sends the address and resolves to the server text', async () => {
    let sent: unknown;
    const test = createTestClient({
      handlers: [
        http.post('/api/marketing/newsletter/', async ({ request, response }) => {
          sent = await request.json();
          return response(200).json({ success: true, message: 'Inscrição confirmada!' });
        }),
      ],
      user: null,
    });
    const { result } = renderHook(() => useSubscribeNewsletter(), wrapperFor(test));
    await expect(act(() => result.current.mutateAsync('ana@exemplo.com.br'))).resolves.toBe(
      'Inscrição confirmada!',
    );
    expect(sent).toEqual({ email: 'ana@exemplo.com.br' });
  });

  it('reads the server error, or the connection text', async () => {
    const refused = createTestClient({
      handlers: [
        http.post('/api/marketing/newsletter/', ({ response }) =>
          response(400).json({ success: false, error: 'E-mail inválido.' }),
        ),
      ],
      user: null,
    });
    const first = renderHook(() => useSubscribeNewsletter(), wrapperFor(refused));
    await act(() => first.result.current.mutateAsync('x').catch(() => undefined));
    await waitFor(() => expect(first.result.current.error?.message).toBe('E-mail inválido.'));

    const offline = createTestClient({
      handlers: [
        http.post('/api/marketing/newsletter/', () => {
          throw new TypeError('Failed to fetch');
        }),
      ],
      user: null,
    });
    const second = renderHook(() => useSubscribeNewsletter(), wrapperFor(offline));
    await act(() => second.result.current.mutateAsync('ana@exemplo.com.br').catch(() => undefined));
    await waitFor(() =>
      expect(second.result.current.error?.message).toBe(
        'Erro de conexão com o servidor. Por favor, tente novamente.',
      ),
    );
  });
});

describe('useRequestEnterpriseDemo', () => {
  it('resolves to the fallback confirmation when the server sends no text', async () => {
    const test = createTestClient({
      handlers: [
        http.post('/api/marketing/demo-requests/', ({ response }) =>
          // Deliberately outside the contract (which always sends `message`): the fallback text when a success carries none.
          response.untyped(HttpResponse.json({}, { status: 201 })),
        ),
      ],
      user: null,
    });
    const { result } = renderHook(() => useRequestEnterpriseDemo(), wrapperFor(test));
    await expect(
      act(() =>
        result.current.mutateAsync({
          name: 'Ana',
          email: 'ana@exemplo.com.br',
          company: 'Padaria Boa Vista',
        }),
      ),
    ).resolves.toBe('Pedido recebido! Nossa equipe entra em contato em breve.');
  });

  it('reads the fallback error of a 500', async () => {
    const test = createTestClient({
      handlers: [
        http.post('/api/marketing/demo-requests/', ({ response }) =>
          // Deliberately outside the contract (which always sends `error`): a body without text, as a proxy's, reads the fallback.
          response.untyped(HttpResponse.json({}, { status: 500 })),
        ),
      ],
      user: null,
    });
    const { result } = renderHook(() => useRequestEnterpriseDemo(), wrapperFor(test));
    await act(() =>
      result.current
        .mutateAsync({ name: 'Ana', email: 'ana@exemplo.com.br', company: 'Padaria Boa Vista' })
        .catch(() => undefined),
    );
    await waitFor(() =>
      expect(result.current.error?.message).toBe(
        'Não foi possível enviar seu pedido de demonstração. Tente novamente.',
      ),
    );
  });
});
