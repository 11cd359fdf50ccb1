import { fakeJwt, fakeUser } from '@sppock/sdk/testing';
import type { RequestHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { toastStore } from '../primitives/Toaster/toastStore';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { http } from '../testing/msw';
import { renderWithSppock } from '../testing/renderWithSppock';
import { REGISTRATION_TOKENS, registerHandlers } from './authHandlers';
import { RegisterScreen } from './RegisterScreen';

async function renderRegister(handlers: RequestHandler[] = []) {
  const navigate = vi.fn();
  const { screen, host } = await renderWithSppock(<RegisterScreen redirectTo="/agents/chatsppock" />, {
    user: null,
    handlers,
    path: '/register',
    onNavigate: navigate,
  });
  const { client } = host;
  const field = (name: string) => screen.getByRole('textbox', { name });
  const password = () => screen.getByLabelText(/^Senha\*?$/);
  const confirm = () => screen.getByLabelText(/^Confirmar senha\*?$/);
  const submit = () => screen.getByRole('button', { name: 'Criar conta' });
  const terms = () => screen.getByRole('checkbox', { name: /Li e aceito/ });
  const fillAll = async () => {
    await userEvent.fill(field('Nome'), 'Mariana');
    await userEvent.fill(field('Sobrenome'), 'Costa');
    await userEvent.fill(field('E-mail'), 'mariana.costa@padariaboavista.com.br');
    await userEvent.type(field('Celular'), '(31) 98765-4321');
    await userEvent.fill(password(), 'Pao&Cafe2026');
    await userEvent.fill(confirm(), 'Pao&Cafe2026');
    await terms().click();
  };
  return { client, navigate, screen, field, password, confirm, submit, terms, fillAll };
}

afterEach(() => {
  toastStore.dismiss();
});

describe('RegisterScreen', () => {
  it('has no axe violations in either theme, with the checklist and errors shown', async () => {
    await expectAccessibleInBothThemes(<RegisterScreen />, {
      sppock: { user: null, handlers: [], path: '/' },
      act: async (container) => {
        const password = container.querySelector<HTMLInputElement>('input[name="password"]');
        password?.focus();
        await userEvent.keyboard('padaria');
      },
    });
  });

  it("is titled 'Criar conta', with an e-mail input and a link to /login", async () => {
    const { screen, field } = await renderRegister();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
    await expect.element(field('E-mail')).toHaveAttribute('type', 'email');
    await expect.element(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
  });

  it('keeps submit disabled without accepted terms and while the passwords differ', async () => {
    const { screen, password, confirm, submit, terms } = await renderRegister();
    await expect.element(submit()).toBeDisabled();
    await terms().click();
    await expect.element(submit()).toBeEnabled();
    await userEvent.fill(password(), 'Pao&Cafe2026');
    await userEvent.fill(confirm(), 'Pao&Cafe202');
    await expect.element(submit()).toBeDisabled();
    await expect.element(screen.getByText('As senhas não correspondem')).toBeVisible();
    await userEvent.fill(confirm(), 'Pao&Cafe2026');
    await expect.element(submit()).toBeEnabled();
    await expect.element(screen.getByText('As senhas não correspondem')).not.toBeInTheDocument();
  });

  it('shows the live checklist as a hint only', async () => {
    const { screen, password } = await renderRegister();
    const items = () => [...screen.container.querySelectorAll('[data-check]')];
    expect(items().filter((item) => item.hasAttribute('data-met'))).toHaveLength(0);
    await userEvent.fill(password(), 'Pao&Cafe2026');
    expect(items().filter((item) => item.hasAttribute('data-met'))).toHaveLength(4);
  });

  it("accepts the phone as a person types it, '(31) 98765-4321', and sends its digits", async () => {
    let sent: unknown;
    const { field, fillAll, submit } = await renderRegister([
      http.post('/api/accounts/users/register/', async ({ request, response }) => {
        sent = await request.json();
        return response(201).json({
          user_id: 12,
          message: 'ok',
          registration_token: REGISTRATION_TOKENS.first,
        });
      }),
    ]);
    await fillAll();
    await expect.element(field('Celular')).toHaveValue('(31) 98765-4321');
    await submit().click();
    await vi.waitFor(() =>
      expect(sent).toEqual({
        first_name: 'Mariana',
        last_name: 'Costa',
        email: 'mariana.costa@padariaboavista.com.br',
        phone: '31987654321',
        password: 'Pao&Cafe2026',
        confirm_password: 'Pao&Cafe2026',
        terms_accepted: true,
      }),
    );
  });

  it('requires every field, in pt-BR, and focuses the first empty one', async () => {
    const { screen, terms, submit, field } = await renderRegister();
    await terms().click();
    await submit().click();
    for (const text of [
      'Informe seu nome.',
      'Informe seu sobrenome.',
      'Informe seu e-mail.',
      'Informe seu celular com DDD.',
      'Informe sua senha.',
      'Confirme sua senha.',
    ]) {
      await expect.element(screen.getByText(text)).toBeVisible();
    }
    await expect.element(field('Nome')).toHaveFocus();
  });

  it('refuses a phone with too few digits with the one phone rule, before calling the server', async () => {
    const { screen, fillAll, submit, field } = await renderRegister();
    await fillAll();
    await userEvent.fill(field('Celular'), '3198765');
    await submit().click();
    await expect
      .element(screen.getByText('Informe um telefone válido com DDD (10 ou 11 dígitos).'))
      .toBeVisible();
    await expect.element(field('Celular')).toHaveFocus();
  });

  it('asks for 8 characters at least before calling the server, and takes a passphrase with no digits or capitals', async () => {
    let calls = 0;
    const { screen, fillAll, submit, password, confirm } = await renderRegister([
      http.post('/api/accounts/users/register/', ({ response }) => {
        calls += 1;
        return response(201).json({
          user_id: 12,
          message: 'ok',
          registration_token: REGISTRATION_TOKENS.first,
        });
      }),
    ]);
    await fillAll();
    await userEvent.fill(password(), 'pao1');
    await userEvent.fill(confirm(), 'pao1');
    await submit().click();
    await expect.element(screen.getByText('A senha deve ter pelo menos 8 caracteres.')).toBeVisible();
    await expect.element(password()).toHaveFocus();
    expect(calls).toBe(0);
    await userEvent.fill(password(), 'pão de queijo com café coado');
    await userEvent.fill(confirm(), 'pão de queijo com café coado');
    await submit().click();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Verificar Conta' })).toBeVisible();
    expect(calls).toBe(1);
  });

  it("shows the server's common-password refusal under the password, in pt-BR, keeping what was typed", async () => {
    const { screen, fillAll, submit, password, field } = await renderRegister(
      registerHandlers.commonPassword,
    );
    await fillAll();
    await submit().click();
    await expect
      .element(
        screen.getByText('Esta senha é comum ou fácil de adivinhar. Prefira uma frase com várias palavras.'),
      )
      .toBeVisible();
    await expect.element(password()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(password()).toHaveFocus();
    await expect.element(field('Nome')).toHaveValue('Mariana');
  });

  it('shows several field errors from the server', async () => {
    const { screen, fillAll, submit, field } = await renderRegister(registerHandlers.invalidFields);
    await fillAll();
    await submit().click();
    await expect
      .element(screen.getByText('Informe um celular válido com DDD (10 ou 11 dígitos).'))
      .toBeVisible();
    await expect.element(screen.getByText('A senha deve ter pelo menos 8 caracteres.')).toBeVisible();
    await expect.element(field('Celular')).toHaveFocus();
  });

  it("shows the server's error, else 'Erro ao registrar usuário'", async () => {
    const throttled = await renderRegister(registerHandlers.throttled);
    await throttled.fillAll();
    await throttled.submit().click();
    await expect
      .element(throttled.screen.getByRole('alert'))
      .toHaveTextContent('Muitas tentativas de cadastro. Aguarde alguns minutos e tente novamente.');
    await throttled.screen.unmount();

    const offline = await renderRegister(registerHandlers.networkFailure);
    await offline.fillAll();
    await offline.submit().click();
    await expect.element(offline.screen.getByRole('alert')).toHaveTextContent('Erro ao registrar usuário');
  });

  it("says 'Criando conta...' and stays disabled while sending", async () => {
    const { screen, fillAll, submit } = await renderRegister(registerHandlers.pending);
    await fillAll();
    await submit().click();
    await expect.element(screen.getByRole('button', { name: 'Criando conta...' })).toBeDisabled();
  });

  it("switches to 'Verificar Conta', verifies the code with the registration token, greets and goes on", async () => {
    let verified: unknown;
    const { screen, fillAll, submit, navigate, client } = await renderRegister([
      ...registerHandlers.success,
      http.post('/api/accounts/users/verify_code/', async ({ request, response }) => {
        verified = await request.json();
        return response(200).json({
          access: fakeJwt(),
          refresh: fakeJwt(Date.now() + 86_400_000),
          user: fakeUser(),
        });
      }),
    ]);
    await fillAll();
    await submit().click();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Verificar Conta' })).toBeVisible();
    await expect
      .element(
        screen.getByText(
          /Enviamos um código de 6 dígitos para o e-mail mariana.costa@padariaboavista.com.br/,
        ),
      )
      .toBeVisible();
    const code = screen.getByRole('textbox', { name: 'Código de verificação' });
    await expect.element(code).toHaveFocus();
    await userEvent.type(code, '482913');
    await screen.getByRole('button', { name: 'Verificar' }).click();
    await expect.element(screen.getByText('Conta verificada! Boas-vindas, Mariana!')).toBeVisible();
    expect(verified).toEqual({ user_id: 12, code: '482913', registration_token: REGISTRATION_TOKENS.first });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/agents/chatsppock', { replace: true }));
    expect(client.session.getSnapshot().status).toBe('authenticated');
  });
});
