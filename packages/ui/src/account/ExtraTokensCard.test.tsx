import { describe, expect, it } from 'vitest';
import { PIX_COPIA_E_COLA, pixHandlers } from '../pix/pixHandlers';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { extraTokensHandlers } from './accountHandlers';
import { ExtraTokensCard } from './ExtraTokensCard';

const POLL = { timeout: 8_000 };

describe('ExtraTokensCard', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<ExtraTokensCard />, {
      sppock: { handlers: extraTokensHandlers({ tokens: 200_000 }), path: '/profile' },
      act: async () => {
        await expect.poll(() => document.body.textContent).toContain('Compras recentes');
      },
    });
  });

  it('shows the price and total as blocks are chosen, buys, and adds them to the cycle', async () => {
    const { screen, host } = await renderWithSppock(<ExtraTokensCard />, { handlers: extraTokensHandlers() });
    await expect.element(screen.getByText(/por R\$\s0,50 cada/)).toBeVisible();
    const field = screen.getByLabelText('Blocos de 100 mil tokens');
    await field.fill('3');
    await expect.element(screen.getByText(/300\.000 tokens por R\$\s1,50/)).toBeVisible();
    await screen.getByRole('button', { name: 'Comprar tokens extras' }).click();
    await expect
      .element(screen.getByText('300.000 tokens extras adicionados ao seu ciclo atual.'))
      .toBeVisible();
    await expect.element(screen.getByText('300K', { exact: true })).toBeVisible();
    expect(host.count('POST /payments/extra-tokens/')).toBe(1);
  });

  it('refuses 0 or more than 50 blocks before calling the server', async () => {
    const { screen, host } = await renderWithSppock(<ExtraTokensCard />, { handlers: extraTokensHandlers() });
    const field = screen.getByLabelText('Blocos de 100 mil tokens');
    await field.fill('51');
    await screen.getByRole('button', { name: 'Comprar tokens extras' }).click();
    await expect.element(screen.getByText('Escolha de 1 a 50 blocos.')).toBeVisible();
    expect(host.count('POST /payments/extra-tokens/')).toBe(0);
  });

  it('on the Free plan says which plans can buy, with no buy button', async () => {
    const { screen } = await renderWithSppock(<ExtraTokensCard />, {
      handlers: extraTokensHandlers({ plan: 'freemium' }),
    });
    await expect
      .element(screen.getByText('Tokens extras são para os planos Pro e Enterprise.'))
      .toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: /Ver planos/ }))
      .toHaveAttribute('href', '/pricing');
    expect(screen.container.querySelector('button[type="submit"]')).toBeNull();
  });

  it('says when the purchases cannot be loaded', async () => {
    const { screen } = await renderWithSppock(<ExtraTokensCard />, {
      handlers: extraTokensHandlers({ state: 'error' }),
    });
    await expect.element(screen.getByText('Erro ao carregar tokens extras')).toBeVisible();
  });

  describe('Pagar com Pix', () => {
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
  });
});
