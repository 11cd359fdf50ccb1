import { describe, expect, it } from 'vitest';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { http } from '../testing/msw';
import { renderWithSppock } from '../testing/renderWithSppock';
import { accountHandlers } from './accountHandlers';
import { externalRedirect, SubscriptionTab } from './SubscriptionTab';

describe('SubscriptionTab', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<SubscriptionTab />, {
      sppock: { handlers: accountHandlers(), path: '/dashboard' },
      act: async () => {
        await expect.poll(() => document.body.textContent).toContain('Cancelar assinatura');
      },
    });
  });

  it("shows the plan with status 'Ativo' and the price per month", async () => {
    const { screen } = await renderWithSppock(<SubscriptionTab />, { handlers: accountHandlers() });
    await expect.element(screen.getByText('Professional')).toBeVisible();
    await expect.element(screen.getByText('Ativo')).toBeVisible();
    await expect.element(screen.getByText(/R\$\s39,90\/mês/)).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: /Trocar de plano/ }))
      .toHaveAttribute('href', '/pricing');
  });

  it('cancels after a confirmation, then offers to reactivate', async () => {
    const { screen, host } = await renderWithSppock(<SubscriptionTab />, { handlers: accountHandlers() });
    await screen.getByRole('button', { name: 'Cancelar assinatura' }).click();
    const dialog = screen.getByRole('alertdialog', { name: 'Cancelar sua assinatura?' });
    await expect.element(dialog.getByText(/Não há reembolso do período em curso/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar assinatura' }).click();
    await expect
      .element(screen.getByText('Assinatura cancelada. Você continua com acesso até o fim do período.'))
      .toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Reativar assinatura' })).toBeVisible();
    await expect.element(screen.getByText(/Cancelamento agendado/)).toBeVisible();
    await expect.element(screen.getByText('Ativo')).toBeVisible();

    await screen.getByRole('button', { name: 'Reativar assinatura' }).click();
    await expect.element(screen.getByText('Assinatura reativada!')).toBeVisible();
    expect(host.count('POST /payments/upgrade/')).toBe(1);
  });

  it("a failed cancel says 'Erro ao cancelar assinatura'", async () => {
    const { screen } = await renderWithSppock(<SubscriptionTab />, {
      handlers: [
        http.post('/payments/cancel-subscription/', ({ response }) =>
          response(500).json({ success: false, error: 'Erro ao cancelar assinatura' }),
        ),
        ...accountHandlers(),
      ],
    });
    await screen.getByRole('button', { name: 'Cancelar assinatura' }).click();
    await screen.getByRole('alertdialog').getByRole('button', { name: 'Cancelar assinatura' }).click();
    await expect.element(screen.getByText('Erro ao cancelar assinatura')).toBeVisible();
  });

  it('on freemium there is nothing to cancel, and the link says upgrade', async () => {
    const { screen } = await renderWithSppock(<SubscriptionTab />, {
      handlers: accountHandlers({ plan: 'freemium' }),
    });
    await expect.element(screen.getByText('Freemium')).toBeVisible();
    await expect.element(screen.getByText('Gratuito')).toBeVisible();
    await expect.element(screen.getByRole('link', { name: /Fazer upgrade/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancelar assinatura' }).query()).toBeNull();
  });

  it('follows a returned redirect or checkout address first', () => {
    expect(externalRedirect({ checkout_url: 'https://checkout.stripe.com/c/1', redirect_url: null })).toBe(
      'https://checkout.stripe.com/c/1',
    );
    expect(externalRedirect({ checkout_url: 'https://a', redirect_url: 'https://b' })).toBe('https://b');
    expect(externalRedirect({ checkout_url: null, redirect_url: null })).toBeNull();
  });
});
