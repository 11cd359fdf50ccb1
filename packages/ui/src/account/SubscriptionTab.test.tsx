import { formatDate } from '@sppock/sdk';
import { describe, expect, it } from 'vitest';
import { pixHandlers } from '../pix/pixHandlers';
import { FIXTURE_NOW } from '../shell/fixtures';
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

  describe('a plan paid by Pix', () => {
    const DAY = 86_400_000;

    it('has no axe violations in either theme', async () => {
      await expectAccessibleInBothThemes(<SubscriptionTab />, {
        sppock: { handlers: accountHandlers({ paidWith: 'pix', periodDaysLeft: 2 }), path: '/profile' },
        act: async () => {
          await expect.poll(() => document.body.textContent).toContain('Renovar com Pix');
        },
      });
    });

    it('says until when it is paid and that it returns to Freemium then; nothing to cancel', async () => {
      const { screen } = await renderWithSppock(<SubscriptionTab />, {
        handlers: accountHandlers({ paidWith: 'pix', periodDaysLeft: 20 }),
      });
      const until = formatDate(FIXTURE_NOW + 20 * DAY);
      expect(until).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      await expect.element(screen.getByText(`Pago com Pix até ${until}`)).toBeVisible();
      await expect
        .element(screen.getByText(new RegExp(`^Sem renovação, o plano volta ao Freemium em ${until}\\.`)))
        .toBeVisible();
      await expect.element(screen.getByRole('button', { name: 'Renovar com Pix' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Cancelar assinatura' }).query()).toBeNull();
      expect(screen.getByText('Renova em').query()).toBeNull();
    });

    it('near the end, warns how many days are left', async () => {
      const { screen } = await renderWithSppock(<SubscriptionTab now={() => FIXTURE_NOW} />, {
        handlers: accountHandlers({ paidWith: 'pix', periodDaysLeft: 2 }),
      });
      const until = formatDate(FIXTURE_NOW + 2 * DAY);
      await expect
        .element(
          screen.getByText(`Faltam 2 dias: sem renovação, o plano volta ao Freemium em ${until}.`, {
            exact: false,
          }),
        )
        .toBeVisible();
    });

    it('renews with Pix: the QR code, and once paid the date moves 30 days on', async () => {
      const pix = pixHandlers();
      const { screen, host } = await renderWithSppock(<SubscriptionTab />, {
        handlers: accountHandlers({ paidWith: 'pix', periodDaysLeft: 2, pix }),
      });
      const before = formatDate(FIXTURE_NOW + 2 * DAY);
      // A renewal extends from the paid end, not from today.
      const after = formatDate(FIXTURE_NOW + 32 * DAY);
      await expect.element(screen.getByText(`Pago com Pix até ${before}`)).toBeVisible();
      await screen.getByRole('button', { name: 'Renovar com Pix' }).click();
      const dialog = screen.getByRole('dialog', { name: 'Renovar o plano Pro com Pix' });
      await expect.element(dialog.getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
      await expect.element(dialog.getByText(/^Plano Pro por 30 dias: R\$\s39,90$/)).toBeVisible();

      pix.confirm();
      await expect
        .element(dialog.getByRole('status').filter({ hasText: 'Pagamento Pix confirmado' }), {
          timeout: 8_000,
        })
        .toHaveTextContent('Pagamento Pix confirmado: seu plano Pro vale por mais 30 dias.');
      await expect.poll(() => host.count('GET /payments/upgrade/')).toBe(2);
      await dialog
        .getByRole('region', { name: 'Pague com Pix' })
        .getByRole('button', { name: 'Fechar' })
        .click();
      await expect.element(screen.getByText(`Pago com Pix até ${after}`)).toBeVisible();
      expect(screen.getByText(`Pago com Pix até ${before}`).query()).toBeNull();
    });
  });

  it('a plan paid by card says when it renews, and offers no Pix', async () => {
    const { screen } = await renderWithSppock(<SubscriptionTab />, { handlers: accountHandlers() });
    await expect.element(screen.getByText('Renova em')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Cancelar assinatura' })).toBeVisible();
    expect(screen.getByRole('button', { name: /Pix/ }).query()).toBeNull();
    expect(screen.getByText(/Pago com Pix/).query()).toBeNull();
  });

  it('follows a returned redirect or checkout address first', () => {
    expect(externalRedirect({ checkout_url: 'https://checkout.stripe.com/c/1', redirect_url: null })).toBe(
      'https://checkout.stripe.com/c/1',
    );
    expect(externalRedirect({ checkout_url: 'https://a', redirect_url: 'https://b' })).toBe('https://b');
    expect(externalRedirect({ checkout_url: null, redirect_url: null })).toBeNull();
  });
});
