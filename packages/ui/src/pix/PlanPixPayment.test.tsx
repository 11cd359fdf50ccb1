import { describe, expect, it } from 'vitest';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { PlanPixPayment } from './PlanPixPayment';
import { PIX_COPIA_E_COLA, PIX_PAID_BY_CARD, PIX_UNAVAILABLE, pixHandlers } from './pixHandlers';

const POLL = { timeout: 8_000 };

describe('PlanPixPayment', () => {
  it('has no axe violations in either theme, with the code open', async () => {
    const pix = pixHandlers();
    await expectAccessibleInBothThemes(<PlanPixPayment plan="professional" />, {
      sppock: { handlers: pix.handlers, path: '/pricing' },
      act: async () => {
        const open = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Pagar com Pix');
        open?.click();
        await expect.poll(() => document.body.textContent).toContain('Copiar código');
      },
    });
  });

  it("asks the server for the plan's 30 days and shows the QR code; the plan waits for the webhook", async () => {
    const pix = pixHandlers();
    const { screen, host } = await renderWithSppock(<PlanPixPayment plan="enterprise" />, {
      handlers: pix.handlers,
    });
    await screen.getByRole('button', { name: 'Pagar com Pix' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Plano Enterprise com Pix' });
    await expect.element(dialog.getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
    await expect.element(dialog.getByLabelText('Pix copia e cola')).toHaveValue(PIX_COPIA_E_COLA);
    await expect.element(dialog.getByText(/^Plano Enterprise por 30 dias: R\$\s399,00$/)).toBeVisible();
    expect(dialog.getByRole('timer').element().textContent).toMatch(/^Expira em (30:00|29:[0-5][0-9])$/);
    // The fixture prices what the body asks for (purpose plan_period, plan_type enterprise).
    expect(host.count('POST /payments/pix/charges/')).toBe(1);
    expect(dialog.element().textContent).not.toContain('Pagamento Pix confirmado');

    pix.confirm();
    await expect
      .element(dialog.getByRole('status').filter({ hasText: 'Pagamento Pix confirmado' }), POLL)
      .toHaveTextContent('Pagamento Pix confirmado: seu plano Enterprise vale por mais 30 dias.');
    await dialog
      .getByRole('region', { name: 'Pague com Pix' })
      .getByRole('button', { name: 'Fechar' })
      .click();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    expect(host.count('POST /payments/pix/charges/')).toBe(1);
  });

  it('an expired code asks the server for a new one', async () => {
    const pix = pixHandlers({ expiresInSeconds: 2 });
    const { screen, host } = await renderWithSppock(<PlanPixPayment plan="professional" />, {
      handlers: pix.handlers,
    });
    await screen.getByRole('button', { name: 'Pagar com Pix' }).click();
    await expect.element(screen.getByText('O código Pix expirou'), POLL).toBeVisible();
    await screen.getByRole('button', { name: 'Gerar novo código' }).click();
    await expect.poll(() => host.count('POST /payments/pix/charges/')).toBe(2);
    await expect.element(screen.getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
  });

  it('renewal: the words of a renewal', async () => {
    const { screen } = await renderWithSppock(<PlanPixPayment plan="professional" renewal />, {
      handlers: pixHandlers().handlers,
    });
    await screen.getByRole('button', { name: 'Renovar com Pix' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Renovar o plano Pro com Pix' });
    await expect.element(dialog.getByText(/começam quando termina o período já pago/)).toBeVisible();
    await expect.element(dialog.getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
  });

  it.each([
    ['test mode (503)', pixHandlers({ unavailable: true }), PIX_UNAVAILABLE],
    ['a plan paid by card (409)', pixHandlers({ planRefusal: PIX_PAID_BY_CARD }), PIX_PAID_BY_CARD],
  ])('%s: the server’s message in the dialog, no QR code, and a way out', async (_, pix, message) => {
    const { screen, host } = await renderWithSppock(<PlanPixPayment plan="professional" />, {
      handlers: pix.handlers,
    });
    await screen.getByRole('button', { name: 'Pagar com Pix' }).click();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent(`Não foi possível gerar o Pix${message}`);
    expect(document.querySelector('img')).toBeNull();
    await screen.getByRole('button', { name: 'Tentar de novo' }).click();
    await expect.poll(() => host.count('POST /payments/pix/charges/')).toBe(2);
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent(`Não foi possível gerar o Pix${message}`);
    await screen.getByRole('dialog').getByRole('button', { name: 'Fechar' }).last().click();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  });
});
