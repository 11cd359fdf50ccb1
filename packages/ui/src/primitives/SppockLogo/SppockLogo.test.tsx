import { describe, expect, it } from 'vitest';
import { expectAccessibleInBothThemes, renderInTheme } from '../../testing/axe';
import { SppockLogo } from './SppockLogo';

describe('SppockLogo', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(
      <a href="/">
        <SppockLogo />
      </a>,
    );
  });

  it('names a link with the wordmark; the mark is decoration', async () => {
    const screen = await renderInTheme(
      <a href="/">
        <SppockLogo />
      </a>,
    );
    await expect.element(screen.getByRole('link', { name: 'Sppock' })).toBeVisible();
    expect(screen.container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('gives every instance its own gradient id', async () => {
    const screen = await renderInTheme(
      <div>
        <SppockLogo />
        <SppockLogo wordmark={false} />
      </div>,
    );
    const ids = [...screen.container.querySelectorAll('linearGradient')].map((gradient) => gradient.id);
    expect(new Set(ids).size).toBe(2);
    expect(screen.container.textContent).toBe('Sppock');
  });

  it('sizes the wordmark with a class, never a style attribute (a CSP refuses those in server HTML)', async () => {
    const screen = await renderInTheme(<SppockLogo size={32} />);
    const wordmark = screen.getByText('Sppock').element() as HTMLElement;
    expect(wordmark.getAttribute('style')).toBeNull();
    expect(getComputedStyle(wordmark).fontSize).toBe('20px');
    const odd = await renderInTheme(<SppockLogo size={50} />);
    expect(getComputedStyle(odd.container.querySelector('span span') as Element).fontSize).toBe('31px');
  });
});
