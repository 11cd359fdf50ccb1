import { fakeJwt, fakeUser } from '@sppock/sdk/testing';
import type { RequestHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { toastStore } from '../primitives/Toaster/toastStore';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { createTestHost } from '../testing/testHost';
import { loginHandlers } from './authHandlers';
import { LoginScreen } from './LoginScreen';

async function renderLogin(handlers: RequestHandler[] = [], props: { redirectTo?: string } = {}) {
  const navigate = vi.fn();
  const { screen, host } = await renderWithSppock(<LoginScreen {...props} />, {
    user: null,
    handlers,
    path: '/login',
    onNavigate: navigate,
  });
  return { client: host.client, navigate, screen };
}

async function fillAndSubmit(screen: Awaited<ReturnType<typeof renderLogin>>['screen']) {
  await userEvent.fill(
    screen.getByRole('textbox', { name: 'E-mail' }),
    'mariana.costa@padariaboavista.com.br',
  );
  await userEvent.fill(screen.getByLabelText(/^Senha\*?$/), 'Pao&Cafe2026');
  await screen.getByRole('button', { name: 'Entrar' }).click();
}

afterEach(() => {
  toastStore.dismiss();
});

describe('LoginScreen', () => {
  it('has no axe violations in either theme, with errors shown', async () => {
    await expectAccessibleInBothThemes(<LoginScreen />, {
      sppock: { user: null, handlers: [], path: '/' },
      act: (container) => {
        (container.querySelector('button[type="submit"]') as HTMLButtonElement).click();
      },
    });
  });

  it('shows the fields, the checked "Lembrar-me" and the links of the spec', async () => {
    const { screen } = await renderLogin();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Bem-vindo de volta' })).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('type', 'email');
    await expect.element(screen.getByRole('checkbox', { name: 'Lembrar-me' })).toBeChecked();
    await expect
      .element(screen.getByRole('link', { name: 'Esqueceu a senha?' }))
      .toHaveAttribute('href', '/forgot-password');
    await expect
      .element(screen.getByRole('link', { name: 'Criar conta' }))
      .toHaveAttribute('href', '/register');
    await expect
      .element(screen.getByRole('link', { name: 'Voltar para o início' }))
      .toHaveAttribute('href', '/');
  });

  it('requires e-mail and password, in pt-BR, and focuses the first empty field', async () => {
    const { screen } = await renderLogin();
    await screen.getByRole('button', { name: 'Entrar' }).click();
    await expect.element(screen.getByText('Informe seu e-mail.')).toBeVisible();
    await expect.element(screen.getByText('Informe sua senha.')).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    await userEvent.fill(screen.getByRole('textbox', { name: 'E-mail' }), 'mariana');
    await screen.getByRole('button', { name: 'Entrar' }).click();
    await expect.element(screen.getByText('Informe um e-mail válido.')).toBeVisible();
  });

  it('shows and hides the password', async () => {
    const { screen } = await renderLogin();
    const password = screen.getByLabelText(/^Senha\*?$/);
    await expect.element(password).toHaveAttribute('type', 'password');
    await screen.getByRole('button', { name: 'Mostrar senha' }).click();
    await expect.element(password).toHaveAttribute('type', 'text');
    await screen.getByRole('button', { name: 'Ocultar senha' }).click();
    await expect.element(password).toHaveAttribute('type', 'password');
  });

  it('signs in and goes to redirectTo, replacing the login page', async () => {
    const { screen, navigate, client } = await renderLogin(loginHandlers.success, { redirectTo: '/profile' });
    await fillAndSubmit(screen);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/profile', { replace: true }));
    expect(client.session.getSnapshot().user?.first_name).toBe('Mariana');
  });

  it('goes to the Commander by default', async () => {
    const { screen, navigate } = await renderLogin(loginHandlers.success);
    await fillAndSubmit(screen);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/agents/chatsppock', { replace: true }));
  });

  it('says "Entrando..." and blocks the button while signing in', async () => {
    const { screen } = await renderLogin(loginHandlers.pending);
    await fillAndSubmit(screen);
    const button = screen.getByRole('button', { name: 'Entrando...' });
    await expect.element(button).toBeDisabled();
  });

  it('shows the catalogue text for wrong credentials, an inactive account and too many attempts', async () => {
    const cases: Array<[RequestHandler[], string]> = [
      [
        loginHandlers.wrongCredentials,
        'Email ou senha incorretos. Verifique suas credenciais e tente novamente.',
      ],
      [loginHandlers.inactive, 'Sua conta não está ativa. Verifique seu email para ativar a conta.'],
      [loginHandlers.throttled, 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.'],
    ];
    for (const [handlers, text] of cases) {
      const { screen } = await renderLogin(handlers);
      await fillAndSubmit(screen);
      await expect.element(screen.getByRole('alert')).toHaveTextContent(text);
      // What the user typed stays.
      await expect
        .element(screen.getByRole('textbox', { name: 'E-mail' }))
        .toHaveValue('mariana.costa@padariaboavista.com.br');
      await screen.unmount();
    }
  });

  it('names a network failure', async () => {
    const { screen } = await renderLogin(loginHandlers.networkFailure);
    await fillAndSubmit(screen);
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Erro de conexão com o servidor');
  });

  it('shows the "Servidor indisponível" toast for 5 seconds when the answer has no status', async () => {
    // A server that answers without an HTTP status (an opaque or network-error response).
    const opaque = createTestHost({ user: null, fetch: () => Promise.resolve(Response.error()) });
    const navigate = vi.fn();
    const { screen } = await renderWithSppock(<LoginScreen />, {
      host: opaque,
      path: '/',
      onNavigate: navigate,
    });
    await fillAndSubmit(screen);
    await expect
      .element(screen.getByText('Servidor indisponível. Tente novamente mais tarde.'))
      .toBeVisible();
    expect(toastStore.getSnapshot()[0]?.duration).toBe(5000);
    expect(screen.container.querySelector('[role="alert"]')).toBeNull();
  });

  it('sends a user who is already signed in on at once', async () => {
    const host = createTestHost({ user: null, handlers: [] });
    const { client } = host;
    client.session.signIn({ access: fakeJwt(), refresh: 'refresh', user: fakeUser() });
    const navigate = vi.fn();
    await renderWithSppock(<LoginScreen redirectTo="/support" />, { host, path: '/', onNavigate: navigate });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/support', { replace: true }));
  });
});
