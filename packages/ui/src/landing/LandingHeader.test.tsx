import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { clickWhenPresent, expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { LandingHeader } from './LandingHeader';

const header = () => (
  <>
    <LandingHeader solid />
    <section id="pricing" style={{ marginTop: 1600, height: 400 }}>
      <h2>Preços</h2>
    </section>
  </>
);

/** A visitor on the landing page, whose navigations `navigate` sees. */
const visitor = (navigate = vi.fn()) => ({ user: null, handlers: [], path: '/', onNavigate: navigate });

/** The header without `solid`: its background depends on the scroll. */
async function renderHeaderAlone() {
  const { screen } = await renderWithSppock(<LandingHeader />, visitor());
  return screen;
}

async function renderHeader(navigate = vi.fn()) {
  const { screen } = await renderWithSppock(header(), visitor(navigate));
  return screen;
}

describe('LandingHeader', () => {
  it('has no axe violations in either theme, wide and with the mobile menu open', async () => {
    await expectAccessibleInBothThemes(header, { sppock: visitor() });
    await page.viewport(390, 800);
    await expectAccessibleInBothThemes(header, {
      sppock: visitor(),
      act: (container) =>
        clickWhenPresent(() => container.querySelector<HTMLButtonElement>('button[aria-label="Abrir menu"]')),
    });
    await page.viewport(1280, 800);
  });

  it('links the logo to /, the four sections by anchor, and /login and /register', async () => {
    await page.viewport(1280, 800);
    const navigate = vi.fn();
    const screen = await renderHeader(navigate);
    await expect
      .element(screen.getByRole('link', { name: 'Sppock — página inicial' }))
      .toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    const anchors = nav
      .getByRole('link')
      .all()
      .map((link) => [link.element().textContent, link.element().getAttribute('href')]);
    expect(anchors).toEqual([
      ['Recursos', '#features'],
      ['Tecnologia', '#about'],
      ['Preços', '#pricing'],
      ['FAQ', '#faq'],
    ]);
    await screen.getByRole('link', { name: 'Entrar' }).click();
    await screen.getByRole('link', { name: 'Criar conta' }).click();
    expect(navigate.mock.calls).toEqual([['/login'], ['/register']]);
  });

  it('scrolls to a section and moves focus to its heading', async () => {
    await page.viewport(1280, 800);
    const screen = await renderHeader();
    await screen
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Preços' })
      .click();
    await expect.element(screen.getByRole('heading', { name: 'Preços' })).toHaveFocus();
    expect(window.location.hash).toBe('#pricing');
    window.history.replaceState(window.history.state, '', window.location.pathname);
  });

  it('opens and closes the mobile menu, returning focus to its button on Escape', async () => {
    await page.viewport(390, 800);
    const screen = await renderHeader();
    const button = screen.getByRole('button', { name: 'Abrir menu' });
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    await expect.element(menu).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'Fechar menu' }))
      .toHaveAttribute('aria-expanded', 'true');
    await expect
      .element(menu.getByRole('link', { name: 'Criar conta' }))
      .toHaveAttribute('href', '/register');
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Abrir menu' })).toHaveFocus();
    await page.viewport(1280, 800);
  });

  it('closes the mobile menu when a section is chosen', async () => {
    await page.viewport(390, 800);
    const screen = await renderHeader();
    await screen.getByRole('button', { name: 'Abrir menu' }).click();
    await screen.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Preços' }).click();
    await expect.element(screen.getByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    window.history.replaceState(window.history.state, '', window.location.pathname);
    await page.viewport(1280, 800);
  });
  it('draws its background once the page scrolls, also when the page opens already scrolled', async () => {
    await page.viewport(1280, 800);
    // A page opened mid-way (a reload, a link to a section): scrolled before the header mounts.
    const spacer = document.body.appendChild(document.createElement('div'));
    spacer.style.height = '4000px';
    window.scrollTo(0, 600);
    try {
      const screen = await renderHeaderAlone();
      const bar = () => screen.container.querySelector('header');
      await expect.poll(() => bar()?.hasAttribute('data-scrolled')).toBe(true);
      window.scrollTo(0, 0);
      await expect.poll(() => bar()?.hasAttribute('data-scrolled')).toBe(false);
      window.scrollTo(0, 200);
      await expect.poll(() => bar()?.hasAttribute('data-scrolled')).toBe(true);
    } finally {
      window.scrollTo(0, 0);
      spacer.remove();
    }
  });
});
