import { describe, expect, it, vi } from 'vitest';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { AuthLayout } from './AuthLayout';

const layout = (
  <AuthLayout title="Criar conta" description="Comece grátis." footer="Já tem uma conta?">
    <p>formulário</p>
  </AuthLayout>
);

/** A visitor on '/', whose navigations `navigate` sees. */
const visitor = (navigate = vi.fn()) => ({ user: null, handlers: [], path: '/', onNavigate: navigate });

describe('AuthLayout', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(layout, { sppock: visitor() });
  });

  it('shows the title as the page heading, the form and the footer inside main', async () => {
    const { screen } = await renderWithSppock(layout, visitor());
    const main = screen.getByRole('main');
    await expect.element(main.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
    await expect.element(main.getByText('Comece grátis.')).toBeVisible();
    await expect.element(main.getByText('formulário')).toBeVisible();
    await expect.element(main.getByText('Já tem uma conta?')).toBeVisible();
  });

  it('links back to the landing page through the host router', async () => {
    const navigate = vi.fn();
    const { screen } = await renderWithSppock(layout, visitor(navigate));
    await screen.getByRole('link', { name: 'Voltar para o início' }).click();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('offers the theme toggle with the spec tooltip text', async () => {
    const { screen } = await renderWithSppock(layout, visitor());
    await expect.element(screen.getByRole('button', { name: /^Modo (Claro|Escuro)$/ })).toBeVisible();
  });
});
