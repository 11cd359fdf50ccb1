import { describe, expect, it } from 'vitest';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { extraTokensHandlers } from './accountHandlers';
import { ExtraTokensCard } from './ExtraTokensCard';
import { PixPayment } from './PixPayment';
import { PIX_COPIA_E_COLA, pixChargeFixture, pixHandlers } from './pixHandlers';
import { formatCountdown } from './pixMessages';

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

  it('shows the QR code, the copia e cola and the countdown; paid only when the server says so', async () => {
    const pix = pixHandlers();
    const { screen, host } = await renderWithSppock(<ExtraTokensCard />, {
      handlers: [...extraTokensHandlers(), ...pix.handlers],
    });
    await screen.getByLabelText('Blocos de 100 mil tokens').fill('2');
    await screen.getByRole('button', { name: 'Pagar com Pix' }).click();
    await expect.element(screen.getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
    await expect.element(screen.getByLabelText('Pix copia e cola')).toHaveValue(PIX_COPIA_E_COLA);
    const timer = screen.getByRole('timer').element();
    expect(timer.textContent).toMatch(/^Expira em (30:00|29:[0-5][0-9])$/);
    await expect.element(screen.getByText(/200\.000 tokens extras por R\$\s1,00/)).toBeVisible();
    expect(host.count('POST /payments/pix/charges/')).toBe(1);
    expect(screen.container.textContent).not.toContain('Pagamento Pix confirmado');

    await screen.getByRole('button', { name: 'Copiar código' }).click();
    await expect.element(screen.getByText(/Código Pix copiado|Não foi possível copiar/)).toBeVisible();

    pix.confirm();
    await expect
      .element(screen.getByRole('status').filter({ hasText: 'Pagamento Pix confirmado' }), POLL)
      .toHaveTextContent('Pagamento Pix confirmado: 200.000 tokens extras adicionados ao seu ciclo atual.');
  });

  it('an expired code says so and generates a new one', async () => {
    const pix = pixHandlers({ expiresInSeconds: 2 });
    const { screen, host } = await renderWithSppock(<ExtraTokensCard />, {
      handlers: [...extraTokensHandlers(), ...pix.handlers],
    });
    await screen.getByRole('button', { name: 'Pagar com Pix' }).click();
    await expect.element(screen.getByText('O código Pix expirou'), POLL).toBeVisible();
    expect(screen.container.querySelector('textarea')).toBeNull();
    await screen.getByRole('button', { name: 'Gerar novo código' }).click();
    await expect.poll(() => host.count('POST /payments/pix/charges/')).toBe(2);
  });

  it('test mode: the server refuses Pix and no QR code is shown', async () => {
    const pix = pixHandlers({ unavailable: true });
    const { screen } = await renderWithSppock(<ExtraTokensCard />, {
      handlers: [...extraTokensHandlers(), ...pix.handlers],
    });
    await screen.getByRole('button', { name: 'Pagar com Pix' }).click();
    await expect
      .element(screen.getByText(/Pix indisponível: este servidor está no modo de teste/))
      .toBeVisible();
    expect(screen.container.querySelector('img')).toBeNull();
  });

  it('counts down as mm:ss', () => {
    expect(formatCountdown(29 * 60 + 41)).toBe('29:41');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});
