import { describe, expect, it, vi } from 'vitest';
import { clickWhenPresent, expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { SupportNotificationsPanel } from './SupportNotificationsPanel';
import { supportHandlers } from './supportHandlers';

describe('SupportNotificationsPanel', () => {
  it('has no axe violations in either theme, open', async () => {
    await expectAccessibleInBothThemes(<SupportNotificationsPanel onOpenMessage={() => {}} />, {
      sppock: { handlers: supportHandlers(), path: '/support' },
      act: async () => {
        await clickWhenPresent(() =>
          document.querySelector<HTMLButtonElement>('button[aria-label^="Notificações: 1"]'),
        );
        await expect.poll(() => document.body.textContent).toContain('Nova resposta do suporte');
      },
    });
  });

  it('lists the notifications with how long ago; one opens its message and is marked read', async () => {
    const onOpenMessage = vi.fn();
    const { screen, host } = await renderWithSppock(
      <SupportNotificationsPanel onOpenMessage={onOpenMessage} />,
      {
        handlers: supportHandlers(),
        path: '/support',
      },
    );
    await screen.getByRole('button', { name: 'Notificações: 1 não lida' }).click();
    await expect.element(screen.getByText('2h atrás')).toBeVisible();
    await expect.element(screen.getByText('3 dia(s) atrás')).toBeVisible();
    await screen.getByRole('button', { name: /Nova resposta do suporte/ }).click();
    expect(onOpenMessage).toHaveBeenCalledWith(1042);
    await expect.poll(() => host.count('POST /api/support/notifications/5512/read/')).toBe(1);
    await expect.element(screen.getByRole('button', { name: 'Notificações' })).toBeVisible();
  });

  it("'Marcar todas como lidas' clears the count", async () => {
    const { screen, host } = await renderWithSppock(<SupportNotificationsPanel onOpenMessage={() => {}} />, {
      handlers: supportHandlers(),
      path: '/support',
    });
    await screen.getByRole('button', { name: 'Notificações: 1 não lida' }).click();
    await screen.getByRole('button', { name: 'Marcar todas como lidas' }).click();
    await expect.element(screen.getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled();
    expect(host.count('POST /api/support/notifications/read-all/')).toBe(1);
  });

  it('says so when there is no notification', async () => {
    const { screen } = await renderWithSppock(<SupportNotificationsPanel onOpenMessage={() => {}} />, {
      handlers: supportHandlers({ notifications: [] }),
      path: '/support',
    });
    await screen.getByRole('button', { name: 'Notificações' }).click();
    await expect.element(screen.getByText('Nenhuma notificação por enquanto.')).toBeVisible();
  });
});
