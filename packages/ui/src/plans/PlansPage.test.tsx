import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { PIX_PAID_BY_CARD, PIX_UNAVAILABLE, pixHandlers } from '../pix/pixHandlers';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { changeDestination, PlansPage, planAction } from './PlansPage';
import { plansHandlers } from './plansHandlers';

const POLL = { timeout: 8_000 };

beforeEach(async () => {
  await page.viewport(1280, 900);
});

describe('PlansPage', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<PlansPage />, {
      sppock: { handlers: plansHandlers(), path: '/pricing' },
      act: async () => {
        await expect.poll(() => document.body.textContent).toContain('PLANO ATUAL');
      },
    });
  });

  it.each([
    ['freemium', 'freemium', 'current'],
    ['freemium', 'professional', 'downgrade'],
    ['professional', 'freemium', 'upgrade'],
    ['enterprise', 'professional', 'upgrade'],
    ['freemium', null, 'start'],
    ['enterprise', null, 'upgrade'],
  ] as const)('%s for a user on %s offers %s', (plan, current, action) => {
    expect(planAction(plan, current)).toBe(action);
  });

  it("titles the page and marks Freemium 'PLANO ATUAL' when there is no subscription", async () => {
    const { screen } = await renderWithSppock(<PlansPage />, { handlers: plansHandlers(), path: '/pricing' });
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Escolha o Plano Ideal para Você' }))
      .toBeVisible();
    const free = screen.getByRole('article', { name: 'Freemium' });
    await expect.element(free.getByText('PLANO ATUAL')).toBeVisible();
    await expect.element(free.getByRole('button', { name: 'Plano Atual' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Fazer Upgrade' }).elements()).toHaveLength(2);
  });

  it("'Atualizar Preços' reloads the plans", async () => {
    const { screen, host } = await renderWithSppock(<PlansPage />, {
      handlers: plansHandlers(),
      path: '/pricing',
    });
    await expect.element(screen.getByText('PLANO ATUAL')).toBeVisible();
    await screen.getByRole('button', { name: 'Atualizar Preços' }).click();
    await expect.poll(() => host.count('GET /payments/upgrade/')).toBe(2);
  });

  it('upgrades through the server and goes to the Commander', async () => {
    const { screen, host, navigations } = await renderWithSppock(<PlansPage />, {
      handlers: plansHandlers(),
      path: '/pricing',
    });
    await screen
      .getByRole('article', { name: 'Professional' })
      .getByRole('button', { name: 'Fazer Upgrade' })
      .click();
    await expect.poll(() => navigations).toEqual(['/agents/chatsppock']);
    expect(host.count('POST /payments/upgrade/')).toBe(1);
    await expect.element(screen.getByText('Plano alterado para Professional!')).toBeVisible();
  });

  it('without the chat screen, goes to /dashboard instead', async () => {
    const { screen, navigations } = await renderWithSppock(<PlansPage availableRoutes={['/dashboard']} />, {
      handlers: plansHandlers(),
      path: '/pricing',
    });
    await screen
      .getByRole('article', { name: 'Enterprise' })
      .getByRole('button', { name: 'Fazer Upgrade' })
      .click();
    await expect.poll(() => navigations).toEqual(['/dashboard']);
  });

  it('follows a returned checkout address', async () => {
    const onExternalRedirect = vi.fn();
    const { screen, navigations } = await renderWithSppock(
      <PlansPage onExternalRedirect={onExternalRedirect} />,
      {
        handlers: plansHandlers({ change: 'checkout' }),
        path: '/pricing',
      },
    );
    await screen
      .getByRole('article', { name: 'Professional' })
      .getByRole('button', { name: 'Fazer Upgrade' })
      .click();
    await expect
      .poll(() => onExternalRedirect.mock.calls)
      .toEqual([['https://checkout.stripe.com/c/pay/cs_test_a1B2c3']]);
    expect(navigations).toEqual([]);
    expect(changeDestination({ redirect_url: 'https://banco', checkout_url: 'https://stripe' })).toBe(
      'https://banco',
    );
  });

  it('downgrades to Freemium after a confirmation', async () => {
    const { screen, host } = await renderWithSppock(<PlansPage />, {
      handlers: plansHandlers({ plan: 'professional' }),
      path: '/pricing',
    });
    await screen.getByRole('button', { name: 'Fazer Downgrade' }).click();
    const dialog = screen.getByRole('alertdialog', { name: 'Fazer downgrade para o Freemium?' });
    await expect.element(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Fazer Downgrade' }).click();
    await expect.poll(() => host.count('POST /payments/upgrade/')).toBe(1);
  });

  it("a failed change shows the toast 'Erro ao realizar upgrade' and the alert", async () => {
    const { screen } = await renderWithSppock(<PlansPage />, {
      handlers: plansHandlers({ change: 'error' }),
      path: '/pricing',
    });
    await screen
      .getByRole('article', { name: 'Professional' })
      .getByRole('button', { name: 'Fazer Upgrade' })
      .click();
    await expect.element(screen.getByText('Erro ao realizar upgrade')).toBeVisible();
    await expect.element(screen.getByText('Erro ao processar upgrade. Tente novamente.')).toBeVisible();
    await expect
      .element(
        screen.getByRole('article', { name: 'Professional' }).getByRole('button', { name: 'Fazer Upgrade' }),
      )
      .toBeEnabled();
  });

  it("'Processando...' while a change runs, the other buttons waiting", async () => {
    const { screen } = await renderWithSppock(<PlansPage />, {
      handlers: plansHandlers({ change: 'loading' }),
      path: '/pricing',
    });
    await screen
      .getByRole('article', { name: 'Professional' })
      .getByRole('button', { name: 'Fazer Upgrade' })
      .click();
    await expect
      .element(
        screen.getByRole('article', { name: 'Professional' }).getByRole('button', { name: 'Processando...' }),
      )
      .toBeDisabled();
    await expect
      .element(
        screen.getByRole('article', { name: 'Enterprise' }).getByRole('button', { name: 'Fazer Upgrade' }),
      )
      .toBeDisabled();
  });

  describe('Pagar com Pix', () => {
    it('opens the QR code of the plan; once paid, the plan shows as current at once', async () => {
      const pix = pixHandlers();
      const { screen, host, navigations } = await renderWithSppock(<PlansPage />, {
        handlers: plansHandlers({ pix }),
        path: '/pricing',
      });
      await screen
        .getByRole('article', { name: 'Professional' })
        .getByRole('button', { name: 'Pagar com Pix' })
        .click();
      const dialog = screen.getByRole('dialog', { name: 'Plano Pro com Pix' });
      await expect.element(dialog.getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
      await expect.element(dialog.getByText(/^Plano Pro por 30 dias: R\$\s39,90$/)).toBeVisible();
      expect(host.count('POST /payments/upgrade/')).toBe(0);
      expect(host.count('GET /payments/upgrade/')).toBe(1);

      pix.confirm();
      await expect
        .element(dialog.getByRole('status').filter({ hasText: 'Pagamento Pix confirmado' }), POLL)
        .toBeVisible();
      // The paid charge refreshed the plans behind the dialog, with no reload asked.
      await expect.poll(() => host.count('GET /payments/upgrade/')).toBe(2);
      await dialog
        .getByRole('region', { name: 'Pague com Pix' })
        .getByRole('button', { name: 'Fechar' })
        .click();
      const professional = screen.getByRole('article', { name: 'Professional' });
      await expect.element(professional.getByText('PLANO ATUAL')).toBeVisible();
      await expect.element(professional.getByRole('button', { name: 'Renovar com Pix' })).toBeVisible();
      await expect
        .element(
          screen.getByRole('article', { name: 'Freemium' }).getByRole('button', { name: 'Fazer Downgrade' }),
        )
        .toBeVisible();
      expect(navigations).toEqual([]);
    });

    it.each([
      ['test mode (503)', pixHandlers({ unavailable: true }), 'freemium', PIX_UNAVAILABLE],
      [
        'a plan paid by card (409)',
        pixHandlers({ planRefusal: PIX_PAID_BY_CARD }),
        'professional',
        PIX_PAID_BY_CARD,
      ],
    ] as const)('%s: the server’s message, and the page as it was', async (_, pix, plan, message) => {
      const { screen } = await renderWithSppock(<PlansPage />, {
        handlers: plansHandlers({ plan, pix }),
        path: '/pricing',
      });
      await screen
        .getByRole('article', { name: 'Enterprise' })
        .getByRole('button', { name: 'Pagar com Pix' })
        .click();
      await expect
        .element(screen.getByRole('alert'))
        .toHaveTextContent(`Não foi possível gerar o Pix${message}`);
      await screen.getByRole('dialog').getByRole('button', { name: 'Fechar' }).first().click();
      await expect
        .element(
          screen.getByRole('article', { name: 'Enterprise' }).getByRole('button', { name: 'Fazer Upgrade' }),
        )
        .toBeEnabled();
    });

    it('is offered only to a signed-in user, on the paid plans they do not have', async () => {
      const { screen } = await renderWithSppock(<PlansPage />, {
        handlers: plansHandlers({ plan: 'professional' }),
        path: '/pricing',
      });
      await expect.element(screen.getByText('PLANO ATUAL')).toBeVisible();
      expect(
        screen.getByRole('article', { name: 'Freemium' }).getByRole('button', { name: /Pix/ }).query(),
      ).toBeNull();
      // A Pro plan paid by card renews by itself: no Pix on it.
      expect(
        screen.getByRole('article', { name: 'Professional' }).getByRole('button', { name: /Pix/ }).query(),
      ).toBeNull();
      await expect
        .element(
          screen.getByRole('article', { name: 'Enterprise' }).getByRole('button', { name: 'Pagar com Pix' }),
        )
        .toBeVisible();
    });

    it('visitors see no Pix', async () => {
      const { screen } = await renderWithSppock(<PlansPage />, {
        handlers: plansHandlers(),
        user: null,
        path: '/pricing',
      });
      await expect.element(screen.getByRole('article', { name: 'Enterprise' })).toBeVisible();
      expect(screen.getByRole('button', { name: /Pix/ }).query()).toBeNull();
    });
  });

  it("a load failure shows 'Erro ao carregar planos'", async () => {
    const { screen } = await renderWithSppock(<PlansPage />, {
      handlers: plansHandlers({ state: 'error' }),
      path: '/pricing',
    });
    await expect.element(screen.getByText('Erro ao carregar planos')).toBeVisible();
  });

  it('works for visitors: the public list, and the buttons lead to /register', async () => {
    const { screen, host, navigations } = await renderWithSppock(<PlansPage />, {
      handlers: plansHandlers(),
      user: null,
      path: '/pricing',
    });
    await expect.element(screen.getByRole('article', { name: 'Enterprise' })).toBeVisible();
    expect(host.count('GET /payments/upgrade/')).toBe(0);
    expect(screen.container.textContent).not.toContain('PLANO ATUAL');
    await screen
      .getByRole('article', { name: 'Enterprise' })
      .getByRole('button', { name: 'Fazer Upgrade' })
      .click();
    expect(navigations).toEqual(['/register']);
    await screen.getByRole('button', { name: 'Começar Gratuitamente' }).last().click();
    expect(navigations).toEqual(['/register', '/register']);
  });

  it("'Ver Planos Pagos' selects Professional: its button gets the focus", async () => {
    const { screen } = await renderWithSppock(<PlansPage />, { handlers: plansHandlers(), path: '/pricing' });
    await expect.element(screen.getByText('PLANO ATUAL')).toBeVisible();
    await screen.getByRole('button', { name: 'Ver Planos Pagos' }).click();
    const professional = screen.getByRole('article', { name: 'Professional' });
    await expect.element(professional.getByRole('button', { name: 'Fazer Upgrade' })).toHaveFocus();
    await expect.element(professional).toHaveAttribute('data-selected', '');
  });

  it('shows the FAQ, one answer at a time', async () => {
    const { screen } = await renderWithSppock(<PlansPage />, { handlers: plansHandlers(), path: '/pricing' });
    await screen.getByRole('button', { name: 'Posso cancelar a qualquer momento?' }).click();
    await expect
      .element(screen.getByText(/continua com acesso ao plano até o fim do período atual/))
      .toBeVisible();
    await screen.getByRole('button', { name: 'Posso fazer downgrade do meu plano?' }).click();
    await expect
      .element(screen.getByText(/O downgrade para o Freemium cancela a assinatura atual imediatamente/))
      .toBeVisible();
    expect(screen.container.textContent).not.toContain(
      'continua com acesso ao plano até o fim do período atual',
    );
  });
});
