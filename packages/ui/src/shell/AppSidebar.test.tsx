import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectAccessibleInBothThemes, renderInTheme } from '../testing/axe';
import { SppockThemeRoot } from '../theme/ThemeProvider';
import { AppSidebar } from './AppSidebar';
import { activeRoute, SIDEBAR_ROUTES } from './sidebarEntries';

describe('AppSidebar', () => {
  it('has no axe violations in either theme, open and collapsed', async () => {
    await expectAccessibleInBothThemes(
      <AppSidebar currentPath="/profile" plan="freemium" superuser onLogout={() => {}} />,
    );
    await expectAccessibleInBothThemes(
      <AppSidebar currentPath="/profile" plan="professional" open={false} superuser onLogout={() => {}} />,
    );
  });

  it('as a drawer never opened (a phone), holds no entries; they render when it opens and stay', async () => {
    const drawer = (open: boolean) => (
      <SppockThemeRoot theme="dark">
        <AppSidebar mode="overlay" open={open} currentPath="/" plan="freemium" onLogout={() => {}} />
      </SppockThemeRoot>
    );
    const screen = await render(drawer(false));
    expect(screen.container.querySelectorAll('nav, a, button')).toHaveLength(0);
    await screen.rerender(drawer(true));
    await expect.element(screen.getByRole('link', { name: 'Commander' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
    await screen.rerender(drawer(false));
    // Closed again: kept (hidden and out of reach), not built again at the next open.
    expect(screen.container.querySelectorAll('nav li')).not.toHaveLength(0);
    await expect.element(screen.getByRole('link', { name: 'Commander' })).not.toBeInTheDocument();
  });

  it("lists the spec's entries in order, Logout last", async () => {
    const screen = await renderInTheme(
      <AppSidebar currentPath="/" plan="professional" onLogout={() => {}} />,
    );
    const names = [...screen.container.querySelectorAll('nav li, nav ~ div button')].map((element) =>
      element.textContent?.replace('Em breve', '').trim(),
    );
    expect(names).toEqual([
      'Commander',
      'Agentes da equipe',
      'Testes Profissionais',
      'Cursos Profissionais',
      'Meus Dados',
      'Suporte',
      'Configurações',
      'Tutoriais Vídeo',
      'Logout',
    ]);
  });

  it('links each entry to its route; Cursos Profissionais has none', async () => {
    const screen = await renderInTheme(<AppSidebar currentPath="/" onLogout={() => {}} />);
    const routes = {
      Commander: '/agents/chatsppock',
      'Agentes da equipe': '/agents/personalizados',
      'Testes Profissionais': '/assessment',
      'Meus Dados': '/profile',
      Suporte: '/support',
      Configurações: '/profile/notifications',
      'Tutoriais Vídeo': '/tutoriais',
    };
    for (const [name, href] of Object.entries(routes)) {
      await expect.element(screen.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const courses = screen.getByRole('link', { name: 'Cursos Profissionais Em breve' });
    await expect.element(courses).toHaveAttribute('aria-disabled', 'true');
    expect(courses.element().hasAttribute('href')).toBe(false);
  });

  it('marks the most specific entry as the current page', async () => {
    expect(activeRoute('/profile/notifications', SIDEBAR_ROUTES)).toBe('/profile/notifications');
    expect(activeRoute('/profile?tab=seguranca', SIDEBAR_ROUTES)).toBe('/profile');
    expect(activeRoute('/agents/chatsppock?session=abc', SIDEBAR_ROUTES)).toBe('/agents/chatsppock');
    expect(activeRoute('/agents/personalizados', SIDEBAR_ROUTES)).toBe('/agents/personalizados');
    expect(activeRoute('/pricing', SIDEBAR_ROUTES)).toBeNull();
    const screen = await renderInTheme(
      <AppSidebar currentPath="/profile/notifications" onLogout={() => {}} />,
    );
    await expect
      .element(screen.getByRole('link', { name: 'Configurações' }))
      .toHaveAttribute('aria-current', 'page');
    await expect
      .element(screen.getByRole('link', { name: 'Meus Dados' }))
      .not.toHaveAttribute('aria-current');
  });

  it('shows the superuser entries only to superusers', async () => {
    const user = await renderInTheme(<AppSidebar currentPath="/" onLogout={() => {}} />);
    expect(user.container.textContent).not.toContain('Queue Manager');
    await user.unmount();
    const admin = await renderInTheme(<AppSidebar currentPath="/" superuser onLogout={() => {}} />);
    await expect
      .element(admin.getByRole('link', { name: 'Queue Manager' }))
      .toHaveAttribute('href', '/admin/queue-manager');
    await expect.element(admin.getByText('Debug Ambiente')).toBeVisible();
  });

  it('shows the upgrade card unless the plan is enterprise (or unknown)', async () => {
    for (const [plan, shown] of [
      ['freemium', true],
      ['professional', true],
      ['enterprise', false],
      [null, false],
    ] as const) {
      const screen = await renderInTheme(<AppSidebar currentPath="/" plan={plan} onLogout={() => {}} />);
      expect(screen.container.textContent?.includes('Ver planos'), String(plan)).toBe(shown);
      await screen.unmount();
    }
  });

  it('is 256 px open and 80 px collapsed, with tooltips for the labels', async () => {
    const open = await renderInTheme(<AppSidebar currentPath="/" onLogout={() => {}} />);
    expect((open.container.querySelector('[data-state]') as HTMLElement).getBoundingClientRect().width).toBe(
      256,
    );
    await open.unmount();
    const collapsed = await renderInTheme(<AppSidebar currentPath="/" open={false} onLogout={() => {}} />);
    expect(
      (collapsed.container.querySelector('[data-state]') as HTMLElement).getBoundingClientRect().width,
    ).toBe(80);
    await userEvent.hover(collapsed.getByRole('link', { name: 'Suporte' }));
    await expect.element(collapsed.getByRole('tooltip')).toHaveTextContent('Suporte');
  });

  it('Logout calls back', async () => {
    const onLogout = vi.fn();
    const screen = await renderInTheme(<AppSidebar currentPath="/" onLogout={onLogout} />);
    await screen.getByRole('button', { name: 'Logout' }).click();
    expect(onLogout).toHaveBeenCalledOnce();
  });
});
