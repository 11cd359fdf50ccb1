import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { flushReact } from '../testing/flush';
import { darkTheme } from './dark.css';
import { lightTheme } from './light.css';
import { SppockThemeRoot } from './ThemeProvider';
import { THEME_STORAGE_KEY } from './themeStore';
import { colorTokens } from './tokens';
import { useTheme } from './useTheme';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((value) =>
    value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

function ThemeSwitch() {
  const { theme, toggleTheme } = useTheme();
  return (
    <button type="button" onClick={toggleTheme}>
      {theme === 'dark' ? 'Modo Claro' : 'Modo Escuro'}
    </button>
  );
}

describe('theme', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(
      <main>
        <h1>Minha Conta</h1>
        <p>Texto principal sobre o fundo do tema.</p>
      </main>,
    );
  });

  it('is dark by default and paints with the theme variables', async () => {
    const screen = await render(<SppockThemeRoot data-testid="root">Olá</SppockThemeRoot>);
    const root = screen.getByTestId('root').element() as HTMLElement;
    expect(root.classList.contains(darkTheme)).toBe(true);
    expect(root.dataset.theme).toBe('dark');
    expect(getComputedStyle(root).backgroundColor).toBe('rgb(14, 14, 17)');
    expect(getComputedStyle(root).colorScheme).toBe('dark');
  });

  it('applies the light theme when asked, without touching <html>', async () => {
    const screen = await render(
      <SppockThemeRoot theme="light" data-testid="root">
        Olá
      </SppockThemeRoot>,
    );
    const root = screen.getByTestId('root').element() as HTMLElement;
    expect(root.classList.contains(lightTheme)).toBe(true);
    expect(getComputedStyle(root).backgroundColor).toBe('rgb(247, 247, 248)');
    expect(document.documentElement.className).not.toContain(lightTheme);
  });

  it('useTheme saves the choice under "theme" and every root follows', async () => {
    const screen = await render(
      <SppockThemeRoot data-testid="root">
        <ThemeSwitch />
      </SppockThemeRoot>,
    );
    await screen.getByRole('button', { name: 'Modo Claro' }).click();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    await expect.element(screen.getByTestId('root')).toHaveAttribute('data-theme', 'light');
    await screen.getByRole('button', { name: 'Modo Escuro' }).click();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await expect.element(screen.getByTestId('root')).toHaveAttribute('data-theme', 'dark');
  });

  it('reads a saved theme and ignores an invalid one', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    const light = await render(<SppockThemeRoot data-testid="root">a</SppockThemeRoot>);
    await expect.element(light.getByTestId('root')).toHaveAttribute('data-theme', 'light');
    await light.unmount();
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    const fallback = await render(<SppockThemeRoot data-testid="root">a</SppockThemeRoot>);
    await expect.element(fallback.getByTestId('root')).toHaveAttribute('data-theme', 'dark');
  });

  it('document mode puts the theme and the spec\'s "dark" class on <html>, and cleans up', async () => {
    const html = document.documentElement;
    const screen = await render(<SppockThemeRoot target="document" theme="dark" />);
    await flushReact();
    expect(html.classList.contains('dark')).toBe(true);
    expect(html.classList.contains(darkTheme)).toBe(true);
    await screen.rerender(<SppockThemeRoot target="document" theme="light" />);
    await flushReact();
    expect(html.classList.contains('dark')).toBe(false);
    expect(html.classList.contains(lightTheme)).toBe(true);
    await screen.unmount();
    expect(html.classList.contains(lightTheme)).toBe(false);
  });

  it('works inside a shadow root, leaving the host page untouched', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    // The embed copies the library CSS into the shadow root; here the page's sheets stand in.
    for (const sheet of Array.from(document.querySelectorAll('style'))) {
      shadow.append(sheet.cloneNode(true));
    }
    const bodyBefore = getComputedStyle(document.body).backgroundColor;
    const screen = await render(<SppockThemeRoot theme="light">Dentro</SppockThemeRoot>, {
      container: mount,
    });
    const root = mount.firstElementChild as HTMLElement;
    expect(getComputedStyle(root).backgroundColor).toBe('rgb(247, 247, 248)');
    expect(getComputedStyle(document.body).backgroundColor).toBe(bodyBefore);
    await screen.unmount();
    host.remove();
  });

  it.each(['dark', 'light'] as const)('text colours meet WCAG AA on every %s surface', (name) => {
    const colors = colorTokens[name];
    const surfaces = [colors.bg.canvas, colors.bg.surface, colors.bg.raised, colors.bg.subtle];
    for (const surface of surfaces) {
      for (const text of [
        colors.fg.default,
        colors.fg.muted,
        colors.fg.subtle,
        colors.fg.link,
        colors.accent.fg,
      ]) {
        expect(contrast(text, surface), `${text} sobre ${surface}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    for (const fill of [
      colors.accent.solid,
      colors.accent.solidHover,
      colors.danger.solid,
      colors.danger.solidHover,
    ]) {
      expect(contrast(colors.fg.onAccent, fill), `texto sobre ${fill}`).toBeGreaterThanOrEqual(4.5);
    }
    for (const status of ['success', 'warning', 'danger', 'info'] as const) {
      expect(contrast(colors[status].fg, colors[status].subtle), status).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(colors.accent.fg, colors.accent.subtle)).toBeGreaterThanOrEqual(4.5);
  });
});
