import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectAccessibleInBothThemes, renderInTheme } from '../../testing/axe';
import { getStoredTheme, setStoredTheme } from '../../theme/themeStore';
import { ThemeToggle } from './ThemeToggle';

afterEach(() => {
  setStoredTheme('dark');
});

describe('ThemeToggle', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<ThemeToggle />);
  });

  it("says 'Modo Claro' in the dark theme and 'Modo Escuro' in the light one, saving the choice", async () => {
    setStoredTheme('dark');
    const screen = await renderInTheme(<ThemeToggle />);
    await screen.getByRole('button', { name: 'Modo Claro' }).click();
    expect(getStoredTheme()).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    await screen.getByRole('button', { name: 'Modo Escuro' }).click();
    expect(getStoredTheme()).toBe('dark');
  });

  it('shows its tooltip on keyboard focus', async () => {
    setStoredTheme('dark');
    const screen = await renderInTheme(
      <div style={{ paddingTop: 60 }}>
        <button type="button">antes</button>
        <ThemeToggle />
      </div>,
    );
    await screen.getByRole('button', { name: 'antes' }).click();
    await userEvent.tab();
    await expect.element(screen.getByRole('tooltip')).toHaveTextContent('Modo Claro');
  });
});
