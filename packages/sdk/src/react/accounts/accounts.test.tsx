// @vitest-environment jsdom

import { createTestClient, HttpResponse, http } from '@sppock/sdk/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wrapperFor } from '../testWrapper';
import { useConfirmPasswordReset } from './useConfirmPasswordReset';
import { useRegister } from './useRegister';
import { useRequestPasswordReset } from './useRequestPasswordReset';
import { useResendCode } from './useResendCode';

const registration = {
  first_name: 'Mariana',
  last_name: 'Costa',
  email: 'mariana.costa@padariaboavista.com.br',
  phone: '(31) 98765-4321',
  password: 'Pão-de-queijo quentinho',
  confirm_password: 'Pão-de-queijo quentinho',
  terms_accepted: true,
};

describe('useRegister', () => {
  it('sends the form and resolves to the pending user', async () => {
    let sent: unknown;
    const test = createTestClient({
      handlers: [
        http.post('/api/accounts/users/register/', async ({ request }) => {
          sent = await request.json();
          return HttpResponse.json(
            { user_id: 41, message: 'Código enviado.', registration_token: 'token-do-cadastro' },
            { status: 201 },
          );
        }),
      ],
      user: null,
    });
    const { result } = renderHook(() => useRegister(), wrapperFor(test));
    const answer = await act(() => result.current.mutateAsync(registration));
    expect(answer).toEqual({
      user_id: 41,
      message: 'Código enviado.',
      registration_token: 'token-do-cadastro',
    });
    expect(sent).toEqual(registration);
  });

  it('keeps the field errors in the failure and reads the first one with its suggestion', async () => {
    const body = {
      email: ['Este e-mail já está cadastrado.'],
      suggestion: 'Faça login ou recupere sua senha.',
    };
    const test = createTestClient({
      handlers: [http.post('/api/accounts/users/register/', () => HttpResponse.json(body, { status: 400 }))],
      user: null,
    });
    const { result } = renderHook(() => useRegister(), wrapperFor(test));
    await act(() => result.current.mutateAsync(registration).catch(() => undefined));
    await waitFor(() =>
      expect(result.current.error?.message).toBe(
        'Este e-mail já está cadastrado.\nFaça login ou recupere sua senha.',
      ),
    );
    expect(result.current.error?.failure).toEqual({ kind: 'http', status: 400, body });
  });
});

const pending = { user_id: 41, registration_token: 'token-do-cadastro' };

describe('useResendCode', () => {
  it('resolves to the confirmation and the renewed registration token', async () => {
    const answer = { message: 'Novo código enviado.', registration_token: 'token-renovado' };
    const test = createTestClient({
      handlers: [http.post('/api/accounts/users/resend_code/', () => HttpResponse.json(answer))],
      user: null,
    });
    const { result } = renderHook(() => useResendCode(), wrapperFor(test));
    await expect(act(() => result.current.mutateAsync(pending))).resolves.toEqual(answer);
  });

  it('reads Retry-After from a 429', async () => {
    const test = createTestClient({
      handlers: [
        http.post('/api/accounts/users/resend_code/', () =>
          Response.json(
            { error: 'Aguarde para pedir outro código.' },
            { status: 429, headers: { 'Retry-After': '42' } },
          ),
        ),
      ],
      user: null,
    });
    const { result } = renderHook(() => useResendCode(), wrapperFor(test));
    await act(() => result.current.mutateAsync(pending).catch(() => undefined));
    await waitFor(() => expect(result.current.error?.retryAfter).toBe(42));
    expect(result.current.error?.message).toBe('Aguarde para pedir outro código.');
  });

  it('has no wait to report when the network fails', async () => {
    const test = createTestClient({
      handlers: [
        http.post('/api/accounts/users/resend_code/', () => {
          throw new TypeError('Failed to fetch');
        }),
      ],
      user: null,
    });
    const { result } = renderHook(() => useResendCode(), wrapperFor(test));
    await act(() => result.current.mutateAsync(pending).catch(() => undefined));
    await waitFor(() => expect(result.current.error?.message).toBe('Erro de conexão ao reenviar código.'));
    expect(result.current.error?.retryAfter).toBeNull();
  });
});

describe('password reset', () => {
  it('the request resolves to the server text, or the spec fallback', async () => {
    const test = createTestClient({
      handlers: [
        // Deliberately outside the contract (which always sends `message`): the fallback text when a success carries none.
        http.post('/api/accounts/password-reset/', ({ response }) => response.untyped(HttpResponse.json({}))),
      ],
      user: null,
    });
    const { result } = renderHook(() => useRequestPasswordReset(), wrapperFor(test));
    await expect(
      act(() => result.current.mutateAsync({ email: 'mariana.costa@padariaboavista.com.br' })),
    ).resolves.toBe('Se o seu e-mail estiver registrado, você receberá um link para redefinir sua senha.');
  });

  it('the confirmation of an expired link reads the spec text', async () => {
    const test = createTestClient({
      handlers: [
        http.post('/api/accounts/password-reset/confirm/', ({ response }) =>
          // Deliberately outside the contract (which always sends `error`): a body without text, as a proxy's, reads the fallback.
          response.untyped(HttpResponse.json({}, { status: 400 })),
        ),
      ],
      user: null,
    });
    const { result } = renderHook(() => useConfirmPasswordReset(), wrapperFor(test));
    await act(() =>
      result.current
        .mutateAsync({ token: 'vencido', password: 'Nova senha longa', password_confirm: 'Nova senha longa' })
        .catch(() => undefined),
    );
    await waitFor(() =>
      expect(result.current.error?.message).toBe(
        'Ocorreu um erro ao redefinir sua senha. O token pode ser inválido ou expirado.',
      ),
    );
  });

  it('the confirmation resolves to the success text', async () => {
    const test = createTestClient({
      handlers: [
        http.post('/api/accounts/password-reset/confirm/', () =>
          HttpResponse.json({ message: 'Senha redefinida.' }),
        ),
      ],
      user: null,
    });
    const { result } = renderHook(() => useConfirmPasswordReset(), wrapperFor(test));
    await expect(
      act(() =>
        result.current.mutateAsync({
          token: 't',
          password: 'Nova senha longa',
          password_confirm: 'Nova senha longa',
        }),
      ),
    ).resolves.toBe('Senha redefinida.');
  });
});
