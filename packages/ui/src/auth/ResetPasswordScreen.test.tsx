import type { RequestHandler } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { http } from '../testing/msw';
import { renderWithSppock } from '../testing/renderWithSppock';
import { passwordResetHandlers } from './authHandlers';
import { ResetPasswordScreen } from './ResetPasswordScreen';

async function renderReset(token: string | undefined, handlers: RequestHandler[] = []) {
  const navigate = vi.fn();
  const { screen } = await renderWithSppock(<ResetPasswordScreen token={token} />, {
    user: null,
    handlers,
    path: '/',
    onNavigate: navigate,
  });
  const password = () => screen.getByLabelText(/^Nova senha\*?$/);
  const confirm = () => screen.getByLabelText(/^Confirmar nova senha\*?$/);
  const submit = () => screen.getByRole('button', { name: 'Redefinir senha' });
  return { screen, navigate, password, confirm, submit };
}

describe('ResetPasswordScreen', () => {
  it('has no axe violations in either theme, with and without a token', async () => {
    for (const token of [undefined, '9f3c2a7e-4b1d-4c8a-a6e2-5d7f0b9c1e84']) {
      await expectAccessibleInBothThemes(<ResetPasswordScreen token={token} />, {
        sppock: { user: null, handlers: [], path: '/' },
      });
    }
  });

  it('without a token shows the error of the spec and a button to /forgot-password', async () => {
    const { screen, navigate } = await renderReset(undefined);
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent(
        'Link de redefinição de senha inválido ou ausente. Por favor, solicite um novo link.',
      );
    await screen.getByRole('button', { name: 'Solicitar novo link' }).click();
    expect(navigate).toHaveBeenCalledWith('/forgot-password');
  });

  it("requires matching passwords ('As senhas não coincidem.') and shows the checklist", async () => {
    const { screen, password, confirm, submit } = await renderReset('token-1');
    await submit().click();
    await expect.element(screen.getByText('Informe a nova senha.')).toBeVisible();
    await userEvent.fill(password(), 'Broa&Queijo2026');
    expect(screen.container.querySelectorAll('[data-check][data-met]')).toHaveLength(4);
    await userEvent.fill(confirm(), 'Broa&Queijo2025');
    await submit().click();
    await expect.element(screen.getByText('As senhas não coincidem.')).toBeVisible();
    await expect.element(confirm()).toHaveFocus();
  });

  it('sends token, password and confirmation; then offers the way to /login', async () => {
    let sent: unknown;
    const { screen, navigate, password, confirm, submit } = await renderReset('token-1', [
      http.post('/api/accounts/password-reset/confirm/', async ({ request, response }) => {
        sent = await request.json();
        return response(200).json({ message: 'Sua senha foi redefinida com sucesso!' });
      }),
    ]);
    await userEvent.fill(password(), 'Broa&Queijo2026');
    await userEvent.fill(confirm(), 'Broa&Queijo2026');
    await submit().click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Sua senha foi redefinida com sucesso!');
    expect(sent).toEqual({
      token: 'token-1',
      password: 'Broa&Queijo2026',
      password_confirm: 'Broa&Queijo2026',
    });
    await screen.getByRole('button', { name: 'Ir para o login' }).click();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it("shows the server's error (an expired link) with a way to ask for a new one", async () => {
    const { screen, password, confirm, submit } = await renderReset(
      'old',
      passwordResetHandlers.confirmInvalidToken,
    );
    await userEvent.fill(password(), 'Broa&Queijo2026');
    await userEvent.fill(confirm(), 'Broa&Queijo2026');
    await submit().click();
    const alert = screen.getByRole('alert');
    await expect.element(alert).toBeVisible();
    expect(alert.element().textContent).toContain(
      'Link de redefinição inválido ou expirado. Solicite um novo link.',
    );
    await expect
      .element(alert.getByRole('link', { name: 'Solicitar novo link' }))
      .toHaveAttribute('href', '/forgot-password');
  });

  it("shows the server's common-password refusal under the new password, with no new-link offer", async () => {
    const { screen, password, confirm, submit } = await renderReset(
      't',
      passwordResetHandlers.confirmCommonPassword,
    );
    await userEvent.fill(password(), 'senha1234');
    await userEvent.fill(confirm(), 'senha1234');
    await submit().click();
    await expect
      .element(
        screen.getByText('Esta senha é comum ou fácil de adivinhar. Prefira uma frase com várias palavras.'),
      )
      .toBeVisible();
    await expect.element(password()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(password()).toHaveFocus();
    await expect.element(screen.getByRole('link', { name: 'Solicitar novo link' })).not.toBeInTheDocument();
  });

  it('names a network failure', async () => {
    const { screen, password, confirm, submit } = await renderReset(
      't',
      passwordResetHandlers.confirmNetworkFailure,
    );
    await userEvent.fill(password(), 'Broa&Queijo2026');
    await userEvent.fill(confirm(), 'Broa&Queijo2026');
    await submit().click();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Erro de conexão com o servidor. Por favor, tente novamente.');
  });
});
