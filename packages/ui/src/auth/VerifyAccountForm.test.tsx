import { fakeJwt, fakeUser } from '@sppock/sdk/testing';
import type { RequestHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { toastStore } from '../primitives/Toaster/toastStore';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { http } from '../testing/msw';
import { renderWithSppock } from '../testing/renderWithSppock';
import { REGISTRATION_TOKENS, verifyHandlers } from './authHandlers';
import { type PendingRegistration, VerifyAccountForm } from './VerifyAccountForm';

const PENDING: PendingRegistration = {
  userId: 12,
  registrationToken: REGISTRATION_TOKENS.first,
  email: 'mariana.costa@padariaboavista.com.br',
};

async function renderVerify(handlers: RequestHandler[] = [], initialCooldown?: number) {
  const onVerified = vi.fn();
  const onPendingChange = vi.fn();
  const { screen } = await renderWithSppock(
    <VerifyAccountForm
      pending={PENDING}
      initialCooldown={initialCooldown}
      onVerified={onVerified}
      onPendingChange={onPendingChange}
    />,
    { user: null, handlers, path: '/' },
  );
  const code = () => screen.getByRole('textbox', { name: 'Código de verificação' });
  return { screen, code, onVerified, onPendingChange };
}

afterEach(() => {
  toastStore.dismiss();
  vi.useRealTimers();
});

describe('VerifyAccountForm', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<VerifyAccountForm pending={PENDING} />, {
      sppock: { user: null, handlers: [], path: '/' },
    });
  });

  it('requires the code, accepts digits only and at most 6', async () => {
    const { screen, code } = await renderVerify();
    await screen.getByRole('button', { name: 'Verificar' }).click();
    await expect.element(screen.getByText('Informe o código de verificação.')).toBeVisible();
    await userEvent.type(code(), '48a29');
    await expect.element(code()).toHaveValue('4829');
    await screen.getByRole('button', { name: 'Verificar' }).click();
    await expect.element(screen.getByText('O código tem 6 dígitos.')).toBeVisible();
    await userEvent.type(code(), '1355');
    await expect.element(code()).toHaveValue('482913');
  });

  it('signs the user in with the code and tells the host', async () => {
    let sent: unknown;
    const { screen, code, onVerified } = await renderVerify([
      http.post('/api/accounts/users/verify_code/', async ({ request, response }) => {
        sent = await request.json();
        return response(200).json({
          access: fakeJwt(),
          refresh: fakeJwt(),
          user: fakeUser(),
        });
      }),
    ]);
    await userEvent.type(code(), '482913');
    await screen.getByRole('button', { name: 'Verificar' }).click();
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledWith(fakeUser()));
    expect(sent).toEqual({ user_id: 12, code: '482913', registration_token: REGISTRATION_TOKENS.first });
    await expect.element(screen.getByText('Conta verificada! Boas-vindas, Mariana!')).toBeVisible();
  });

  it("shows the server's error for a wrong code and keeps the code for correction", async () => {
    const { screen, code } = await renderVerify(verifyHandlers.invalidCode);
    await userEvent.type(code(), '000000');
    await screen.getByRole('button', { name: 'Verificar' }).click();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Código de verificação inválido ou expirado');
    await expect.element(code()).toHaveValue('000000');
    await expect.element(code()).toHaveFocus();
  });

  it('says so when the sign-up can no longer be verified (its registration token expired)', async () => {
    const { screen, code } = await renderVerify(verifyHandlers.registrationExpired);
    await userEvent.type(code(), '482913');
    await screen.getByRole('button', { name: 'Verificar' }).click();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent(
        'O prazo para verificar este cadastro terminou. Faça login ou recupere sua senha para ativar a conta.',
      );
  });

  it('counts down 60 seconds before the code can be sent again', async () => {
    const { screen } = await renderVerify();
    const resend = screen.getByRole('button', { name: /^Reenviar código em \d+s$/ });
    await expect.element(resend).toBeDisabled();
    expect(resend.element().textContent).toMatch(/^Reenviar código em (60|59)s$/);
  });

  it('resends the code with the registration token, confirms it and starts the countdown again', async () => {
    const resent: unknown[] = [];
    const { screen } = await renderVerify(
      [
        http.post('/api/accounts/users/resend_code/', async ({ request, response }) => {
          resent.push(await request.json());
          return response(200).json({
            message: 'Enviamos um novo código de verificação para o seu e-mail.',
            registration_token: REGISTRATION_TOKENS.renewed,
          });
        }),
      ],
      0,
    );
    await screen.getByRole('button', { name: 'Reenviar código' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Enviamos um novo código de verificação para o seu e-mail.');
    await expect.element(screen.getByRole('button', { name: /^Reenviar código em \d+s$/ })).toBeDisabled();
    expect(resent).toEqual([{ user_id: 12, registration_token: REGISTRATION_TOKENS.first }]);
  });

  it('verifies with the token the last resend returned, and tells the host about it', async () => {
    let sent: unknown;
    const { screen, code, onPendingChange } = await renderVerify(
      [
        ...verifyHandlers.resendSuccess,
        http.post('/api/accounts/users/verify_code/', async ({ request, response }) => {
          sent = await request.json();
          return response(200).json({ access: fakeJwt(), refresh: fakeJwt(), user: fakeUser() });
        }),
      ],
      0,
    );
    await screen.getByRole('button', { name: 'Reenviar código' }).click();
    await expect.element(screen.getByRole('status')).toBeVisible();
    expect(onPendingChange).toHaveBeenCalledWith({
      ...PENDING,
      registrationToken: REGISTRATION_TOKENS.renewed,
    });
    await userEvent.type(code(), '482913');
    await screen.getByRole('button', { name: 'Verificar' }).click();
    await vi.waitFor(() =>
      expect(sent).toEqual({ user_id: 12, code: '482913', registration_token: REGISTRATION_TOKENS.renewed }),
    );
  });

  it("follows the server's Retry-After when it refuses a resend", async () => {
    const { screen } = await renderVerify(verifyHandlers.resendTooSoon, 0);
    await screen.getByRole('button', { name: 'Reenviar código' }).click();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Aguarde 42 segundos para solicitar um novo código.');
    await expect
      .element(screen.getByRole('button', { name: /^Reenviar código em (42|41)s$/ }))
      .toBeDisabled();
  });

  it('names a connection failure of the resend', async () => {
    const { screen } = await renderVerify(
      [http.post('/api/accounts/users/resend_code/', ({ response }) => response.untyped(Response.error()))],
      0,
    );
    await screen.getByRole('button', { name: 'Reenviar código' }).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Erro de conexão ao reenviar código.');
  });
});
