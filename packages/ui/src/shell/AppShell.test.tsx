import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { clickWhenPresent, expectAccessibleInBothThemes } from '../testing/axe';
import { flushReact } from '../testing/flush';
import { http } from '../testing/msw';
import { renderWithSppock } from '../testing/renderWithSppock';
import { AppShell } from './AppShell';
import { DashboardPage } from './DashboardPage';
import { fixtureUser, usageFixture } from './fixtures';
import { profileHandlers, shellHandlers } from './shellHandlers';
import { SIDEBAR_STORAGE_KEY } from './useSidebarOpen';
import { resetTimezoneAutoSave } from './useTimezoneAutoSave';

/** The query keys of the answers the shell's decisions wait on (openapi-react-query's [method, path]). */
const usageKey = ['get', '/api/agents/{agent}/api/usage/'];
const profileKey = ['get', '/api/accounts/users/profile/'];

const shell = (props: Parameters<typeof AppShell>[0] = {}) => (
  <AppShell {...props}>
    <DashboardPage />
  </AppShell>
);

beforeEach(async () => {
  // A desktop window: below 768 px the sidebar is a drawer (tested on its own below).
  await page.viewport(1280, 800);
  localStorage.removeItem(SIDEBAR_STORAGE_KEY);
  resetTimezoneAutoSave();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AppShell', () => {
  it('has no axe violations in either theme, with the account panel open too', async () => {
    await expectAccessibleInBothThemes(shell, {
      sppock: { handlers: shellHandlers(), path: '/dashboard' },
      act: async (container) => {
        await expect.poll(() => container.textContent).toContain('Leve sua equipe ao Enterprise');
      },
    });
    await expectAccessibleInBothThemes(shell, {
      sppock: { handlers: shellHandlers(), path: '/dashboard' },
      act: async (container) => {
        await clickWhenPresent(
          () => container.querySelector<HTMLButtonElement>('[aria-label="Visão geral da conta"]'),
          'Visão geral da conta',
        );
        await expect.poll(() => document.body.textContent).toContain('Nova conversa iniciada');
      },
    });
  });

  it('mounts without an update from inside its commit, on a phone and on a desktop', async () => {
    // A state update from a ref callback or a layout effect runs synchronously inside React's
    // commit, with every pending effect of the page: the dashboard's first load was one long task.
    for (const width of [412, 1280]) {
      await page.viewport(width, 800);
      const phases: string[] = [];
      const { screen } = await renderWithSppock(
        <Profiler id="shell" onRender={(_id, phase) => phases.push(phase)}>
          {shell()}
        </Profiler>,
        { handlers: shellHandlers() },
      );
      await expect.element(screen.getByText('Seja bem vindo, Mariana')).toBeVisible();
      // The server's answers (plan, usage, unread count) arrive and are drawn.
      await flushReact(10);
      expect(phases[0]).toBe('mount');
      expect(
        phases.filter((phase) => phase === 'nested-update'),
        `${width} px`,
      ).toEqual([]);
      await screen.unmount();
    }
  });

  it('greets by first name, or by e-mail when there is none', async () => {
    const { screen } = await renderWithSppock(shell(), { handlers: shellHandlers() });
    await expect.element(screen.getByText('Seja bem vindo, Mariana')).toBeVisible();
    await screen.unmount();

    const anonymous = fixtureUser({ first_name: '' });
    const second = await renderWithSppock(shell(), {
      handlers: shellHandlers({ user: anonymous }),
      user: anonymous,
    });
    await expect
      .element(second.screen.getByText('Seja bem vindo, mariana.costa@padariaboavista.com.br'))
      .toBeVisible();
  });

  it("shows the unread count on the bell, '9+' above 9, linking to /support", async () => {
    const { screen } = await renderWithSppock(shell(), { handlers: shellHandlers({ unread: 12 }) });
    const bell = screen.getByRole('link', { name: 'Notificações: mais de 9 não lidas' });
    await expect.element(bell).toHaveTextContent('9+');
    await expect.element(bell).toHaveAttribute('href', '/support');
  });

  it('logs out with the success toast and goes home', async () => {
    const { screen, host, navigations } = await renderWithSppock(shell(), {
      handlers: [
        ...shellHandlers(),
        http.post('/api/accounts/logout/', ({ response }) => response(204).empty()),
      ],
    });
    await screen.getByRole('button', { name: 'Logout' }).click();
    await expect.element(screen.getByText('Logout realizado com sucesso!')).toBeVisible();
    expect(navigations).toEqual(['/']);
    expect(host.client.session.getSnapshot().status).toBe('anonymous');
  });

  it('remembers the sidebar state in localStorage.sidebar_open', async () => {
    const { screen } = await renderWithSppock(shell(), { handlers: shellHandlers() });
    const toggle = screen.getByRole('button', { name: 'Recolher menu' });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('false');
    await expect.element(screen.getByRole('button', { name: 'Expandir menu' })).toBeVisible();
    await screen.unmount();

    const again = await renderWithSppock(shell(), { handlers: shellHandlers() });
    await expect
      .element(again.screen.getByRole('button', { name: 'Expandir menu' }))
      .toHaveAttribute('aria-expanded', 'false');
  });

  it('shows screens that do not exist yet as "Em breve", not as links', async () => {
    const { screen } = await renderWithSppock(
      shell({ availableRoutes: ['/dashboard', '/profile', '/profile/notifications'] }),
      { handlers: shellHandlers() },
    );
    await expect
      .element(screen.getByRole('link', { name: 'Meus Dados' }))
      .toHaveAttribute('href', '/profile');
    const commander = screen.getByRole('link', { name: 'Commander Em breve' });
    await expect.element(commander).toHaveAttribute('aria-disabled', 'true');
    expect(commander.element().hasAttribute('href')).toBe(false);
    await expect
      .element(screen.getByRole('link', { name: /Notificações: 3 não lidas — Em breve/ }))
      .toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the upgrade card unless the plan is enterprise', async () => {
    const pro = await renderWithSppock(shell(), { handlers: shellHandlers() });
    await expect.element(pro.screen.getByText('Leve sua equipe ao Enterprise')).toBeVisible();
    await pro.screen.unmount();

    const enterprise = await renderWithSppock(shell(), {
      handlers: shellHandlers({ usage: usageFixture({ plan: 'enterprise' }) }),
    });
    await expect.element(enterprise.screen.getByRole('link', { name: 'Meus Dados' })).toBeVisible();
    // The card depends on the usage answer: once it has arrived and rendered, the card is final.
    await expect
      .poll(
        () =>
          enterprise.host.queryClient.getQueryCache().find({ queryKey: usageKey, exact: false })?.state
            .status,
      )
      .toBe('success');
    await flushReact();
    expect(enterprise.screen.container.textContent).not.toContain('Ver planos');
  });

  it('saves the browser time zone when the profile has UTC', async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat('pt-BR').resolvedOptions(),
      timeZone: 'America/Recife',
    });
    const saved: string[] = [];
    const user = fixtureUser({ timezone: 'UTC' });
    const { host } = await renderWithSppock(shell(), {
      user,
      handlers: [
        http.put('/api/accounts/users/profile/', async ({ request, response }) => {
          const body = await request.json();
          saved.push(body.timezone);
          return response(200).json({ ...user, ...body });
        }),
        ...shellHandlers({ user }),
      ],
    });
    await expect.poll(() => saved).toEqual(['America/Recife']);
    await expect.poll(() => host.client.session.getSnapshot().user?.timezone).toBe('America/Recife');
  });

  it('leaves a time zone the user chose alone', async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat('pt-BR').resolvedOptions(),
      timeZone: 'America/Recife',
    });
    const { host } = await renderWithSppock(shell(), {
      handlers: [...profileHandlers(), ...shellHandlers()],
    });
    // The decision is taken when the profile answer renders; after that, a save would have started.
    await expect
      .poll(() => host.queryClient.getQueryCache().find({ queryKey: profileKey, exact: false })?.state.status)
      .toBe('success');
    await flushReact();
    expect(host.count('PUT /api/accounts/users/profile/')).toBe(0);
  });

  it('a superuser sees Queue Manager and Debug Ambiente', async () => {
    const admin = fixtureUser({ is_superuser: true });
    const { screen } = await renderWithSppock(shell(), {
      user: admin,
      handlers: shellHandlers({ user: admin }),
      path: '/admin/queue-manager',
    });
    await expect
      .element(screen.getByRole('link', { name: 'Queue Manager' }))
      .toHaveAttribute('aria-current', 'page');
    await expect.element(screen.getByText('Debug Ambiente')).toBeVisible();
  });

  it("a superuser's Debug Ambiente opens the debug panel, with the app's mode", async () => {
    const admin = fixtureUser({ is_superuser: true });
    const { screen } = await renderWithSppock(shell({ appName: 'Sppock', mode: 'production' }), {
      user: admin,
      handlers: shellHandlers({ user: admin }),
      path: '/dashboard',
    });
    const entry = screen.getByRole('button', { name: 'Debug Ambiente' });
    await expect.element(entry).toBeVisible();
    expect(entry.element().textContent).not.toContain('Em breve');
    await entry.click();
    const panel = screen.getByRole('dialog', { name: 'Painel de depuração' });
    await expect.element(panel).toBeVisible();
    await expect.element(panel.getByText('production')).toBeVisible();
    await expect.element(panel.getByText('Sppock', { exact: true })).toBeVisible();
  });

  it('on a small screen the menu opens the sidebar as a drawer that Escape closes', async () => {
    await page.viewport(390, 800);
    const { screen } = await renderWithSppock(shell(), { handlers: shellHandlers() });
    const open = screen.getByRole('button', { name: 'Abrir menu' });
    await expect.element(open).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Meus Dados' }).query()).toBeNull();
    await open.click();
    await expect.element(screen.getByRole('link', { name: 'Meus Dados' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect
      .element(screen.getByRole('button', { name: 'Abrir menu' }))
      .toHaveAttribute('aria-expanded', 'false');
    // The choice on a small screen does not change the remembered desktop state.
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBeNull();
  });

  it('the skip link leads to the main content', async () => {
    const { screen } = await renderWithSppock(shell(), { handlers: shellHandlers() });
    await userEvent.keyboard('{Tab}');
    const skip = screen.getByRole('link', { name: 'Pular para o conteúdo' });
    await expect.element(skip).toHaveFocus();
    const target = skip.element().getAttribute('href')?.slice(1) ?? '';
    expect(document.getElementById(target)?.tagName).toBe('MAIN');
  });
});
