import { describe, expect, it } from 'vitest';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { extraTokensHandlers } from './accountHandlers';
import { ExtraTokensCard } from './ExtraTokensCard';

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
});
