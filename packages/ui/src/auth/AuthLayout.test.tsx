import { describe, expect, it, vi } from 'vitest';
import { expectAccessibleInBothThemes, renderInTheme } from '../testing/axe';
import { SppockHost } from '../testing/SppockHost';
import { createTestHost } from '../testing/testHost';
import { AuthLayout } from './AuthLayout';

const layout = (navigate = vi.fn()) => (
  <SppockHost host={createTestHost({ user: null, handlers: [] })} onNavigate={navigate}>
    <AuthLayout title="Criar conta" description="Comece grátis." footer="Já tem uma conta?">
      <p>formulário</p>
    </AuthLayout>
  </SppockHost>
);

describe('AuthLayout', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(() => layout());
  });

  it('shows the title as the page heading, the form and the footer inside main', async () => {
    const screen = await renderInTheme(layout());
    const main = screen.getByRole('main');
    await expect.element(main.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
    await expect.element(main.getByText('Comece grátis.')).toBeVisible();
    await expect.element(main.getByText('formulário')).toBeVisible();
    await expect.element(main.getByText('Já tem uma conta?')).toBeVisible();
  });

  it('links back to the landing page through the host router', async () => {
    const navigate = vi.fn();
    const screen = await renderInTheme(layout(navigate));
    await screen.getByRole('link', { name: 'Voltar para o início' }).click();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('offers the theme toggle with the spec tooltip text', async () => {
    const screen = await renderInTheme(layout());
    await expect.element(screen.getByRole('button', { name: /^Modo (Claro|Escuro)$/ })).toBeVisible();
  });
});
