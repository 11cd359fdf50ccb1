// @vitest-environment jsdom
import { createTestClient, fakeUser, HttpResponse, http } from '@sppock/sdk/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wrapperFor } from '../testWrapper';
import { useConfirmEmailChange } from './useConfirmEmailChange';
import { useProfile } from './useProfile';
import { useSendPhoneCode } from './useSendPhoneCode';
import { useVerifyPhone } from './useVerifyPhone';

describe('useConfirmEmailChange', () => {
  it('stores the new address in the session and refreshes the profile', async () => {
    let email = 'mariana.costa@padariaboavista.com.br';
    const test = createTestClient({
      handlers: [
        http.get('/api/accounts/users/profile/', () => HttpResponse.json(fakeUser({ email }))),
        http.post('/api/accounts/email-change/confirm/', async ({ request }) => {
          expect(await request.json()).toEqual({ code: '482913' });
          email = 'mariana@boavista.com.br';
          return HttpResponse.json(fakeUser({ email }));
        }),
      ],
    });
    const { result } = renderHook(
      () => ({ profile: useProfile(), confirm: useConfirmEmailChange() }),
      wrapperFor(test),
    );
    await waitFor(() =>
      expect(result.current.profile.data?.email).toBe('mariana.costa@padariaboavista.com.br'),
    );
    await act(() => result.current.confirm.mutateAsync({ code: '482913' }));
    expect(test.client.session.getSnapshot().user?.email).toBe('mariana@boavista.com.br');
    await waitFor(() => expect(result.current.profile.data?.email).toBe('mariana@boavista.com.br'));
  });

  it("reads the server's refusal", async () => {
    const test = createTestClient({
      handlers: [
        http.post('/api/accounts/email-change/confirm/', () =>
          HttpResponse.json({ error: 'Não há troca de e-mail pendente.' }, { status: 400 }),
        ),
      ],
    });
    const { result } = renderHook(() => useConfirmEmailChange(), wrapperFor(test));
    await act(() => result.current.mutateAsync({ code: '000000' }).catch(() => undefined));
    await waitFor(() => expect(result.current.error?.message).toBe('Não há troca de e-mail pendente.'));
  });
});

describe('phone verification', () => {
  it('sends the code and confirms the phone', async () => {
    const test = createTestClient({
      handlers: [
        http.post('/api/accounts/phone/send-code/', () =>
          HttpResponse.json({ message: 'Enviamos um código por SMS para (31) 98765-4321.' }),
        ),
        http.post('/api/accounts/phone/verify/', () => HttpResponse.json(fakeUser({ phone_verified: true }))),
      ],
    });
    const { result } = renderHook(
      () => ({ send: useSendPhoneCode(), verify: useVerifyPhone() }),
      wrapperFor(test),
    );
    await expect(act(() => result.current.send.mutateAsync())).resolves.toBe(
      'Enviamos um código por SMS para (31) 98765-4321.',
    );
    await act(() => result.current.verify.mutateAsync({ code: '482913' }));
    expect(test.client.session.getSnapshot().user?.phone_verified).toBe(true);
  });

  it("a refused send says how long to wait; a wrong code reads the server's text", async () => {
    const test = createTestClient({
      handlers: [
        http.post('/api/accounts/phone/send-code/', () =>
          HttpResponse.json({ error: 'Aguarde 42 segundos para solicitar um novo código.' }, { status: 429 }),
        ),
        http.post('/api/accounts/phone/verify/', ({ response }) =>
          response(400).json({ error: 'Código de verificação inválido ou expirado' }),
        ),
      ],
    });
    const { result } = renderHook(
      () => ({ send: useSendPhoneCode(), verify: useVerifyPhone() }),
      wrapperFor(test),
    );
    await act(() => result.current.send.mutateAsync().catch(() => undefined));
    await act(() => result.current.verify.mutateAsync({ code: '000000' }).catch(() => undefined));
    await waitFor(() =>
      expect(result.current.send.error?.message).toBe('Aguarde 42 segundos para solicitar um novo código.'),
    );
    expect(result.current.verify.error?.message).toBe('Código de verificação inválido ou expirado');
  });
});
