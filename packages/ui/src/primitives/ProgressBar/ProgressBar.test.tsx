import { describe, expect, it } from 'vitest';
import { expectAccessibleInBothThemes, renderInTheme } from '../../testing/axe';
import { ProgressBar, type ProgressLevel, type UsageTone, usageColor } from './ProgressBar';

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

describe('ProgressBar', () => {
  it('has no axe violations in either theme, at every level', async () => {
    await expectAccessibleInBothThemes(
      <div>
        <ProgressBar label="Tokens" value={42} />
        <ProgressBar label="Tokens" value={85} level="warning" />
        <ProgressBar label="Tokens" value={120} level="danger" />
        <ProgressBar label="Tokens" value={10} level="unlimited" />
        <ProgressBar label="Conversas" value={50} tone="conversations" />
        <ProgressBar aria-label="Uso" value={50} showValue={false} />
      </div>,
    );
  });

  it.each<[ProgressLevel, UsageTone, string]>([
    ['normal', 'tokens', 'violet'],
    ['warning', 'tokens', 'yellow'],
    ['danger', 'tokens', 'red'],
    ['unlimited', 'tokens', 'green'],
    ['normal', 'conversations', 'green'],
    ['warning', 'conversations', 'yellow'],
    ['danger', 'conversations', 'red'],
  ])('level %s on the %s bar is %s', (level, tone, color) => {
    expect(usageColor(level, tone)).toBe(color);
  });

  it('paints the spec colour from the theme (dark and light)', async () => {
    const cases = [
      { theme: 'dark', level: 'normal', tone: 'tokens', hex: '#8b5cf6' },
      { theme: 'dark', level: 'danger', tone: 'tokens', hex: '#ef4444' },
      { theme: 'light', level: 'warning', tone: 'conversations', hex: '#ca8a04' },
      { theme: 'light', level: 'normal', tone: 'conversations', hex: '#16a34a' },
    ] as const;
    for (const { theme, level, tone, hex } of cases) {
      const screen = await renderInTheme(
        <ProgressBar label="Uso" value={50} level={level} tone={tone} />,
        theme,
      );
      const indicator = screen.getByRole('progressbar').element().firstElementChild as HTMLElement;
      expect(getComputedStyle(indicator).backgroundColor, `${theme} ${level} ${tone}`).toBe(rgb(hex));
      await screen.unmount();
    }
  });

  it('exposes the value and caps the fill at 100 %', async () => {
    const screen = await renderInTheme(<ProgressBar label="Tokens usados" value={125} level="danger" />);
    const bar = screen.getByRole('progressbar', { name: 'Tokens usados' });
    await expect.element(bar).toHaveAttribute('aria-valuenow', '100');
    await expect.element(bar).toHaveAttribute('aria-valuetext', '125%');
    const indicator = bar.element().firstElementChild as HTMLElement;
    expect(indicator.getBoundingClientRect().width).toBeCloseTo(
      bar.element().getBoundingClientRect().width,
      0,
    );
  });

  it('says "Ilimitado" when unlimited', async () => {
    const screen = await renderInTheme(<ProgressBar label="Tokens" value={3} level="unlimited" />);
    await expect.element(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Ilimitado');
  });
});
