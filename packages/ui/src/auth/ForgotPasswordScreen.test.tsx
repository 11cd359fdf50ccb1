import type { RequestHandler } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { http } from '../testing/msw';
import { renderWithSppock } from '../testing/renderWithSppock';
import { passwordResetHandlers } from './authHandlers';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';

async function renderForgot(handlers: RequestHandler[] = []) {
  const { screen } = await renderWithSppock(<ForgotPasswordScreen />, { user: null, handlers, path: '/' });
  const email = () => screen.getByRole('textbox', { name: 'E-mail' });
  const submit = () => screen.getByRole('button', { name: 'Enviar link' });
  return { screen, email, submit };
}

describe('ForgotPasswordScreen', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<ForgotPasswordScreen />, {
      sppock: { user: null, handlers: [], path: '/' },
    });
  });

  it('requires the e-mail', async () => {
    const { screen, submit, email } = await renderForgot();
    await submit().click();
    await expect.element(screen.getByText('Informe seu e-mail.')).toBeVisible();
    await expect.element(email()).toHaveFocus();
  });

  it("requests the link and shows the server's message", async () => {
    let sent: unknown;
    const { screen, email, submit } = await renderForgot([
      http.post('/api/accounts/password-reset/', async ({ request, response }) => {
        sent = await request.json();
        return response(200).json({
          message: 'Se o seu e-mail estiver registrado, você receberá um link para redefinir sua senha.',
        });
      }),
    ]);
    await userEvent.fill(email(), ' mariana.costa@padariaboavista.com.br ');
    await submit().click();
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Verifique seu e-mail' }))
      .toBeVisible();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent(
        'Se o seu e-mail estiver registrado, você receberá um link para redefinir sua senha.',
      );
    expect(sent).toEqual({ email: 'mariana.costa@padariaboavista.com.br' });
  });

  it("falls back to the spec's success text when the server sends no message", async () => {
    const { screen, email, submit } = await renderForgot([
      http.post('/api/accounts/password-reset/', ({ response }) => response.untyped(Response.json({}))),
    ]);
    await userEvent.fill(email(), 'mariana.costa@padariaboavista.com.br');
    await submit().click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent(
        'Se o seu e-mail estiver registrado, você receberá um link para redefinir sua senha.',
      );
  });

  it('shows the errors of spec 1 §8 and keeps the e-mail', async () => {
    const throttled = await renderForgot(passwordResetHandlers.requestThrottled);
    await userEvent.fill(throttled.email(), 'mariana.costa@padariaboavista.com.br');
    await throttled.submit().click();
    await expect
      .element(throttled.screen.getByRole('alert'))
      .toHaveTextContent('Muitas solicitações. Aguarde alguns minutos e tente novamente.');
    await expect.element(throttled.email()).toHaveValue('mariana.costa@padariaboavista.com.br');
    await throttled.screen.unmount();

    const offline = await renderForgot(passwordResetHandlers.requestNetworkFailure);
    await userEvent.fill(offline.email(), 'mariana.costa@padariaboavista.com.br');
    await offline.submit().click();
    await expect
      .element(offline.screen.getByRole('alert'))
      .toHaveTextContent('Erro de conexão com o servidor. Por favor, tente novamente.');
  });

  it("says 'Enviando...' while the request runs", async () => {
    const { screen, email, submit } = await renderForgot(passwordResetHandlers.requestPending);
    await userEvent.fill(email(), 'mariana.costa@padariaboavista.com.br');
    await submit().click();
    await expect.element(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    vi.clearAllTimers();
  });
});
