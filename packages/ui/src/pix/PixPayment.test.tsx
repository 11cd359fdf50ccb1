import { describe, expect, it, vi } from 'vitest';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { formatCountdown } from './messages';
import { PixPayment } from './PixPayment';
import { PIX_COPIA_E_COLA, pixChargeFixture, pixHandlers, planPixChargeFixture } from './pixHandlers';

const POLL = { timeout: 8_000 };

describe('PixPayment', () => {
  it('has no axe violations in either theme', async () => {
    const pix = pixHandlers();
    await expectAccessibleInBothThemes(
      <PixPayment charge={pixChargeFixture()} onRegenerate={() => {}} onClose={() => {}} />,
      {
        sppock: { handlers: pix.handlers, path: '/profile' },
        act: async () => {
          await expect.poll(() => document.body.textContent).toContain('Copiar código');
        },
      },
    );
  });

  it('a plan period says which plan, for how long and at what price', async () => {
    const { screen } = await renderWithSppock(
      <PixPayment charge={planPixChargeFixture('enterprise')} onRegenerate={() => {}} onClose={() => {}} />,
      { handlers: pixHandlers().handlers },
    );
    await expect.element(screen.getByText(/^Plano Enterprise por 30 dias: R\$\s399,00$/)).toBeVisible();
    await expect.element(screen.getByText(/O plano vale assim que o banco confirmar/)).toBeVisible();
    await expect.element(screen.getByLabelText('Pix copia e cola')).toHaveValue(PIX_COPIA_E_COLA);
    expect(screen.container.textContent).not.toContain('tokens');
  });

  it('paid: the plan period says the plan runs 30 days more', async () => {
    const onClose = vi.fn();
    const { screen } = await renderWithSppock(
      <PixPayment
        charge={planPixChargeFixture('professional', { status: 'paid' })}
        onRegenerate={() => {}}
        onClose={onClose}
      />,
      { handlers: pixHandlers().handlers },
    );
    await expect
      .element(screen.getByRole('status').filter({ hasText: 'Pagamento Pix confirmado' }))
      .toHaveTextContent('Pagamento Pix confirmado: seu plano Pro vale por mais 30 dias.');
    expect(screen.container.querySelector('textarea')).toBeNull();
    await screen.getByRole('button', { name: 'Fechar' }).click();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('expired by the clock: no code to pay, and a new one on request', async () => {
    const onRegenerate = vi.fn();
    const { screen } = await renderWithSppock(
      <PixPayment
        charge={planPixChargeFixture('professional', { expiresInSeconds: 1 })}
        onRegenerate={onRegenerate}
        onClose={() => {}}
      />,
      { handlers: pixHandlers().handlers },
    );
    await expect.element(screen.getByText('O código Pix expirou'), POLL).toBeVisible();
    expect(screen.container.querySelector('textarea')).toBeNull();
    await screen.getByRole('button', { name: 'Gerar novo código' }).click();
    expect(onRegenerate).toHaveBeenCalledOnce();
  });

  it('counts down as mm:ss', () => {
    expect(formatCountdown(29 * 60 + 41)).toBe('29:41');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});
