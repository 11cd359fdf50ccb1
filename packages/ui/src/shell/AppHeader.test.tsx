import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectAccessibleInBothThemes, renderInTheme } from '../testing/axe';
import { setStoredTheme, THEME_STORAGE_KEY } from '../theme/themeStore';
import { AppHeader, type AppHeaderProps, unreadBadge } from './AppHeader';

const props: AppHeaderProps = {
  name: 'Mariana',
  unreadCount: 3,
  menuOpen: true,
  onMenuToggle: () => {},
  onPanelOpen: () => {},
};

beforeEach(() => {
  setStoredTheme('dark');
});

describe('AppHeader', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<AppHeader {...props} />);
    await expectAccessibleInBothThemes(
      <AppHeader {...props} unreadCount={0} menuMode="overlay" menuOpen={false} supportAvailable={false} />,
    );
  });

  it.each([
    [0, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('%i unread reads %s', (count, text) => {
    expect(unreadBadge(count)).toBe(text);
  });

  it('greets the user', async () => {
    const screen = await renderInTheme(<AppHeader {...props} name="Joana" />);
    await expect.element(screen.getByText('Seja bem vindo, Joana')).toBeInTheDocument();
  });

  it("toggles the theme, saved under 'theme', with the spec's tooltips", async () => {
    const screen = await renderInTheme(<AppHeader {...props} />);
    const toLight = screen.getByRole('button', { name: 'Modo Claro' });
    await userEvent.hover(toLight);
    await expect.element(screen.getByRole('tooltip')).toHaveTextContent('Modo Claro');
    await toLight.click();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    await expect.element(screen.getByRole('button', { name: 'Modo Escuro' })).toBeVisible();
  });

  it("'Upgrade' opens /pricing in a new tab", async () => {
    const screen = await renderInTheme(<AppHeader {...props} />);
    const upgrade = screen.getByRole('link', { name: /Upgrade/ });
    await expect.element(upgrade).toHaveAttribute('href', '/pricing');
    await expect.element(upgrade).toHaveAttribute('target', '_blank');
    await expect.element(upgrade).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('the menu and panel buttons call back and say their state', async () => {
    const onMenuToggle = vi.fn();
    const onPanelOpen = vi.fn();
    const screen = await renderInTheme(
      <AppHeader {...props} menuOpen={false} onMenuToggle={onMenuToggle} onPanelOpen={onPanelOpen} />,
    );
    const menu = screen.getByRole('button', { name: 'Expandir menu' });
    await expect.element(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    expect(onMenuToggle).toHaveBeenCalledOnce();
    await screen.getByRole('button', { name: 'Visão geral da conta' }).click();
    expect(onPanelOpen).toHaveBeenCalledOnce();
  });
});
