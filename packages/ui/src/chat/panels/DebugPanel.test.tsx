import { fakeUser } from '@sppock/sdk/testing';
import { describe, expect, it } from 'vitest';
import { buttonNamed, clickWhenPresent, expectAccessibleInBothThemes } from '../../testing/axe';
import { renderWithSppock } from '../../testing/renderWithSppock';
import { DebugPanel } from './DebugPanel';
import { DebugToggle } from './DebugToggle';
import { DEBUG_LOGIN, debugHandlers } from './debugHandlers';

const superuser = fakeUser({ is_superuser: true });

describe('DebugPanel', () => {
  it('has no axe violations in either theme, with results shown', async () => {
    await expectAccessibleInBothThemes(
      <DebugPanel open onOpenChange={() => undefined} appName="Sppock" mode="development" />,
      {
        sppock: { handlers: debugHandlers(), user: superuser, path: '/' },
        act: async () => {
          await clickWhenPresent(
            () => buttonNamed('Testar conexão', document.querySelector('[role="dialog"]') ?? document),
            'Testar conexão',
          );
          await expect.poll(() => document.body.textContent).toMatch(/Servidor respondeu 200 em \d+ ms\./);
        },
      },
    );
  });

  it('shows the API address, host, app name and mode, and flags what it can see', async () => {
    const { screen } = await renderWithSppock(
      <DebugPanel open onOpenChange={() => undefined} appName="Sppock" mode="development" />,
      { handlers: debugHandlers(), user: superuser },
    );
    const panel = screen.getByRole('dialog', { name: 'Painel de depuração' });
    await expect.element(panel).toBeVisible();
    const origin = window.location.origin;
    await expect.element(panel.getByText(origin).first()).toBeVisible();
    await expect.element(panel.getByText(window.location.host, { exact: true })).toBeVisible();
    await expect.element(panel.getByText('development')).toBeVisible();
    await expect.element(panel.getByText('Nenhum problema de configuração encontrado.')).toBeVisible();
  });

  it('flags a missing token when nobody is signed in', async () => {
    const { screen } = await renderWithSppock(<DebugPanel open onOpenChange={() => undefined} />, {
      handlers: debugHandlers(),
      user: null,
    });
    await expect
      .element(screen.getByText('Nenhum token de acesso guardado: as chamadas autenticadas vão falhar.'))
      .toBeVisible();
    await expect.element(screen.getByText('não informado')).toBeVisible();
  });

  it('tests the connection, an endpoint and a login, and says what answered', async () => {
    const { screen, host } = await renderWithSppock(<DebugPanel open onOpenChange={() => undefined} />, {
      handlers: debugHandlers(),
      user: superuser,
    });
    const before = host.client.session.getSnapshot();
    await screen.getByRole('button', { name: 'Testar conexão' }).click();
    await expect.element(screen.getByText(/^Servidor respondeu 200 em \d+ ms\.$/)).toBeVisible();

    await expect.element(screen.getByRole('combobox', { name: 'Endpoint' })).toHaveValue('profile');
    await screen.getByRole('button', { name: 'Testar endpoint' }).click();
    await expect
      .element(screen.getByText(/^GET \/api\/accounts\/users\/profile\/ respondeu 200 em \d+ ms\.$/))
      .toBeVisible();

    await screen.getByRole('button', { name: 'Testar login' }).click();
    await expect.element(screen.getByText('Informe a senha.')).toBeVisible();
    expect(host.count('POST /api/accounts/token/')).toBe(0);
    await screen.getByRole('textbox', { name: 'E-mail' }).fill(DEBUG_LOGIN.email);
    await screen.getByLabelText('Senha', { exact: true }).fill('senha-errada');
    await screen.getByRole('button', { name: 'Testar login' }).click();
    await expect
      .element(screen.getByText('Email ou senha incorretos. Verifique suas credenciais e tente novamente.'))
      .toBeVisible();
    await expect.element(screen.getByText('HTTP 401', { exact: false })).toBeVisible();
    await screen.getByLabelText('Senha', { exact: true }).fill(DEBUG_LOGIN.password);
    await screen.getByRole('button', { name: 'Testar login' }).click();
    await expect
      .element(
        screen.getByText(
          /^Login aceito para ana@padariaboavista\.com\.br em \d+ ms\. A sessão de teste foi encerrada\.$/,
        ),
      )
      .toBeVisible();
    expect(host.count('POST /api/accounts/logout/')).toBe(1);
    expect(host.client.session.getSnapshot()).toEqual(before);
  });

  it('reports an unreachable server as a failed test', async () => {
    const { screen } = await renderWithSppock(<DebugPanel open onOpenChange={() => undefined} />, {
      handlers: debugHandlers({ state: 'down' }),
      user: superuser,
    });
    await screen.getByRole('button', { name: 'Testar conexão' }).click();
    await expect.element(screen.getByText('Erro de conexão com o servidor')).toBeVisible();
    await expect.element(screen.getByText('Falhou')).toBeVisible();
    await expect.element(screen.getByText(/sem resposta/)).toBeVisible();
  });
});

describe('DebugToggle', () => {
  it('is offered to a superuser at the bottom right and opens the panel', async () => {
    const { screen } = await renderWithSppock(<DebugToggle />, {
      handlers: debugHandlers(),
      user: superuser,
    });
    const toggle = screen.getByRole('button', { name: 'Painel de depuração' });
    await toggle.click();
    await expect.element(screen.getByRole('dialog', { name: 'Painel de depuração' })).toBeVisible();
  });

  it('renders nothing for anyone else', async () => {
    const { screen } = await renderWithSppock(<DebugToggle />, { handlers: [], user: fakeUser() });
    expect(screen.container.querySelector('button')).toBeNull();
  });
});
