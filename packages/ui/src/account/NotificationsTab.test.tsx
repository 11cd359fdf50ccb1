import { describe, expect, it } from 'vitest';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { accountHandlers } from './accountHandlers';
import { NotificationsTab } from './NotificationsTab';

describe('NotificationsTab', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<NotificationsTab />, {
      sppock: { handlers: accountHandlers(), path: '/dashboard' },
      act: async () => {
        await expect.poll(() => document.querySelectorAll('[role="switch"]').length).toBe(6);
      },
    });
  });

  it('shows the six preferences as switches', async () => {
    const { screen } = await renderWithSppock(<NotificationsTab />, { handlers: accountHandlers() });
    await expect
      .element(screen.getByRole('switch', { name: 'E-mails de novidades' }))
      .toHaveAttribute('aria-checked', 'false');
    for (const name of [
      'Notificações por e-mail',
      'Notificações no navegador',
      'Alertas de uso',
      'Respostas do suporte',
      'Atualizações do sistema',
    ]) {
      await expect.element(screen.getByRole('switch', { name })).toHaveAttribute('aria-checked', 'true');
    }
  });

  it("saves a change at once: 'Preferência atualizada com sucesso'", async () => {
    const { screen, host } = await renderWithSppock(<NotificationsTab />, { handlers: accountHandlers() });
    const usage = screen.getByRole('switch', { name: 'Alertas de uso' });
    await usage.click();
    await expect.element(screen.getByText('Preferência atualizada com sucesso')).toBeVisible();
    await expect.element(usage).toHaveAttribute('aria-checked', 'false');
    expect(host.count('PUT /api/accounts/notification-preferences/')).toBe(1);
  });

  it("a failed save puts the switch back: 'Erro ao atualizar preferências'", async () => {
    const { screen } = await renderWithSppock(<NotificationsTab />, {
      handlers: accountHandlers({ saveState: 'error' }),
    });
    const usage = screen.getByRole('switch', { name: 'Alertas de uso' });
    await usage.click();
    await expect
      .element(screen.getByText('Erro interno do servidor. Tente novamente mais tarde.'))
      .toBeVisible();
    await expect.element(usage).toHaveAttribute('aria-checked', 'true');
  });

  it("a failed load reads 'Erro ao carregar preferências'", async () => {
    const { screen } = await renderWithSppock(<NotificationsTab />, {
      handlers: accountHandlers({ preferencesState: 'error' }),
    });
    await expect.element(screen.getByText('Erro ao carregar preferências')).toBeVisible();
  });
});
