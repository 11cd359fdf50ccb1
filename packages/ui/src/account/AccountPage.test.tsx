import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { fixtureUser } from '../shell/fixtures';
import { resetTimezoneAutoSave } from '../shell/useTimezoneAutoSave';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { http } from '../testing/msw';
import { renderWithSppock } from '../testing/renderWithSppock';
import { AccountPage, tabFromPath } from './AccountPage';
import { accountHandlers } from './accountHandlers';
import { apiKeysHandlers } from './apiKeysHandlers';
import { integrationsHandlers } from './integrationsHandlers';
import { memoryHandlers } from './memoryHandlers';
import { teamHandlers } from './teamHandlers';

beforeEach(async () => {
  await page.viewport(1280, 900);
  resetTimezoneAutoSave();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AccountPage', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<AccountPage />, {
      sppock: { handlers: accountHandlers(), path: '/profile' },
      act: async () => {
        await expect.poll(() => document.body.textContent).toContain('Padaria Boa Vista');
      },
    });
  });

  it.each([
    ['/profile', null],
    ['/profile?tab=seguranca', 'seguranca'],
    ['/profile?tab=uso&x=1', 'uso'],
    ['/profile?tab=desconhecida', null],
    ['/profile/notifications', 'notificacoes'],
    ['/profile/notifications?tab=assinatura', 'assinatura'],
    ['/profile?tab=agendamentos', 'agendamentos'],
  ])('%s asks for %s', (path, tab) => {
    expect(tabFromPath(path)).toBe(tab);
  });

  it("titles the page 'Minha Conta' with the seven tabs of the spec, Privacidade and Integrações in order", async () => {
    const { screen } = await renderWithSppock(<AccountPage />, {
      handlers: accountHandlers(),
      path: '/profile',
    });
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Minha Conta' })).toBeVisible();
    const tabs = screen
      .getByRole('tab')
      .elements()
      .map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Perfil',
      'Segurança',
      'Uso de Tokens',
      'Assinatura',
      'Conversas',
      'Memória',
      'Agendamentos',
      'Notificações',
      'Configurações',
      'Privacidade',
      'Integrações',
      'Chaves de API',
    ]);
  });

  it('opens the tab the URL names', async () => {
    const { screen } = await renderWithSppock(<AccountPage />, {
      handlers: accountHandlers(),
      path: '/profile?tab=assinatura',
    });
    await expect
      .element(screen.getByRole('tab', { name: 'Assinatura' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect.element(screen.getByRole('heading', { name: 'Sua assinatura' })).toBeVisible();
  });

  it('/profile/notifications opens Notificações', async () => {
    const { screen } = await renderWithSppock(<AccountPage initialTab="notificacoes" />, {
      handlers: accountHandlers(),
      path: '/profile/notifications',
    });
    await expect
      .element(screen.getByRole('tab', { name: 'Notificações' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect.element(screen.getByRole('switch', { name: 'Alertas de uso' })).toBeVisible();
  });

  it('writes the selected tab to the URL', async () => {
    const { screen, navigations } = await renderWithSppock(<AccountPage />, {
      handlers: accountHandlers(),
      path: '/profile',
    });
    await screen.getByRole('tab', { name: 'Conversas' }).click();
    expect(navigations).toEqual(['/profile?tab=conversas']);
    await expect.element(screen.getByRole('heading', { name: 'Suas conversas' })).toBeVisible();
  });

  it("saves the browser's time zone when the profile has none", async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat('pt-BR').resolvedOptions(),
      timeZone: 'America/Belem',
    });
    let user = fixtureUser({ timezone: '' });
    const saved: string[] = [];
    await renderWithSppock(<AccountPage />, {
      user,
      path: '/profile',
      handlers: [
        http.get('/api/accounts/users/profile/', ({ response }) => response(200).json(user)),
        http.put('/api/accounts/users/profile/', async ({ request, response }) => {
          const body = await request.json();
          saved.push(body.timezone);
          user = { ...user, ...body };
          return response(200).json(user);
        }),
        ...accountHandlers(),
      ],
    });
    await expect.poll(() => saved).toEqual(['America/Belem']);
  });

  it("shows 'Equipe' beside Assinatura on the Enterprise plan only", async () => {
    const { screen } = await renderWithSppock(<AccountPage />, {
      handlers: [...accountHandlers({ plan: 'enterprise' }), ...teamHandlers()],
      path: '/profile',
    });
    const tabs = screen.getByRole('tab');
    await expect.element(screen.getByRole('tab', { name: 'Equipe' })).toBeVisible();
    const names = tabs.elements().map((tab) => tab.textContent);
    expect(names.indexOf('Equipe')).toBe(names.indexOf('Assinatura') + 1);
    await screen.getByRole('tab', { name: 'Equipe' }).click();
    await expect.element(screen.getByText('3/10', { exact: true })).toBeVisible();
  });

  it("opens 'Integrações' from the URL with the partner sites", async () => {
    const { screen } = await renderWithSppock(<AccountPage />, {
      handlers: [...accountHandlers(), ...integrationsHandlers()],
      path: '/profile?tab=integracoes',
    });
    await expect.element(screen.getByRole('tab', { name: 'Integrações', selected: true })).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'Loja Aurora' })).toBeVisible();
  });

  it("opens 'Chaves de API' from the URL with the account's keys", async () => {
    const { screen } = await renderWithSppock(<AccountPage />, {
      handlers: [...accountHandlers(), ...apiKeysHandlers()],
      path: '/profile?tab=chaves',
    });
    await expect.element(screen.getByRole('tab', { name: 'Chaves de API', selected: true })).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'Claude Desktop' })).toBeVisible();
  });

  it("opens 'Memória' from the URL (?tab=memoria) with the user's facts", async () => {
    const { screen } = await renderWithSppock(<AccountPage />, {
      handlers: [...accountHandlers(), ...memoryHandlers()],
      path: '/profile?tab=memoria',
    });
    await expect.element(screen.getByRole('tab', { name: 'Memória', selected: true })).toBeVisible();
    await expect.element(screen.getByText('Minha loja se chama Doces da Serra')).toBeVisible();
  });

  it("has no 'Equipe' tab on the Pro plan", async () => {
    const { screen, host } = await renderWithSppock(<AccountPage />, {
      handlers: accountHandlers(),
      path: '/profile',
    });
    await expect.element(screen.getByRole('tab', { name: 'Assinatura' })).toBeVisible();
    await expect.poll(() => host.count('GET /api/agents/')).toBeGreaterThan(0);
    expect(screen.getByRole('tab', { name: 'Equipe' }).elements()).toHaveLength(0);
  });
});
