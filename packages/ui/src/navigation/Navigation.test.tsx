import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { AppLink, NavigationProvider } from './Navigation';

describe('AppLink', () => {
  it('follows a plain click through the host router and keeps a real href', async () => {
    const navigate = vi.fn();
    const screen = await render(
      <NavigationProvider navigate={navigate} currentPath="/">
        <AppLink href="/pricing">Planos</AppLink>
      </NavigationProvider>,
    );
    const link = screen.getByRole('link', { name: 'Planos' });
    await expect.element(link).toHaveAttribute('href', '/pricing');
    await link.click();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/pricing');
  });

  it('leaves links that open a new tab to the browser', async () => {
    const navigate = vi.fn();
    const screen = await render(
      <NavigationProvider navigate={navigate} currentPath="/">
        <AppLink href="/pricing" target="_blank" rel="noopener noreferrer">
          Upgrade
        </AppLink>
      </NavigationProvider>,
    );
    const link = screen.getByRole('link', { name: 'Upgrade' });
    link.element().addEventListener('click', (event) => event.preventDefault());
    await link.click();
    expect(navigate).not.toHaveBeenCalled();
  });
});
