import { describe, expect, it, vi } from 'vitest';
import { PLANS } from '../shell/fixtures';
import { clickWhenPresent, expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { landingMessages } from './messages';
import { PricingSection, type PricingSectionProps } from './PricingSection';
import { planPricesOf } from './usePlanPrices';

const section = (props: Partial<PricingSectionProps> = {}) => (
  <PricingSection prices={planPricesOf(PLANS)} {...props} />
);

/** A visitor on the landing page, whose navigations `navigate` sees. */
const visitor = (navigate = vi.fn()) => ({ user: null, handlers: [], path: '/', onNavigate: navigate });

async function renderSection(props: Partial<PricingSectionProps> = {}, navigate = vi.fn()) {
  const { screen } = await renderWithSppock(section(props), visitor(navigate));
  return screen;
}

describe('PricingSection', () => {
  it('has no axe violations in either theme, with a policy open', async () => {
    await expectAccessibleInBothThemes(() => section({ onRequestDemo: () => {} }), {
      sppock: visitor(),
      act: async (container) => {
        await clickWhenPresent(() =>
          container.querySelector<HTMLButtonElement>('button[aria-label^="Saiba mais"]'),
        );
        await expect.poll(() => document.querySelector('[role="dialog"]')).not.toBeNull();
      },
    });
  });

  it('shows the three plans with name, price, period and description, under id="pricing"', async () => {
    const screen = await renderSection();
    expect(screen.container.querySelector('section#pricing')).not.toBeNull();
    const cards = [...screen.container.querySelectorAll('[data-plan]')];
    expect(cards.map((card) => card.getAttribute('data-plan'))).toEqual([
      'freemium',
      'professional',
      'enterprise',
    ]);
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual([
      'Freemium',
      'Professional',
      'Enterprise',
    ]);
    await expect.element(screen.getByText('R$ 0,00')).toBeVisible();
    await expect.element(screen.getByText('R$ 39,90')).toBeVisible();
    await expect.element(screen.getByText('R$ 399,00')).toBeVisible();
    expect(screen.getByText('/mês').all()).toHaveLength(3);
  });

  it('takes the prices from the server: none of its own while they load, a retry when they cannot load', async () => {
    const loading = await renderSection({ prices: { state: 'loading' } });
    expect(loading.getByText('Carregando preço...').all()).toHaveLength(3);
    expect(loading.container.textContent).not.toContain('R$');
    await loading.unmount();

    const onRetry = vi.fn();
    const failed = await renderSection({ prices: { state: 'unavailable', onRetry } });
    await expect
      .element(failed.getByRole('alert'))
      .toHaveTextContent('Não foi possível carregar os preços agora.');
    expect(failed.getByText('Preço indisponível').all()).toHaveLength(3);
    await failed.getByRole('button', { name: 'Tentar novamente' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    await failed.unmount();

    const changed = await renderSection({
      prices: { state: 'ready', monthly: { freemium: 0, professional: 44.9, enterprise: 449 } },
    });
    await expect.element(changed.getByText('R$ 44,90')).toBeVisible();
    await expect.element(changed.getByText('R$ 449,00')).toBeVisible();
  });

  it("marks only Professional 'Mais Popular'", async () => {
    const screen = await renderSection();
    const popular = screen.container.querySelectorAll('[data-popular]');
    expect([...popular].map((card) => card.getAttribute('data-plan'))).toEqual(['professional']);
    expect(screen.getByText('Mais Popular').all()).toHaveLength(1);
  });

  it('shows only the first 4 features of each plan', async () => {
    const plans = landingMessages.plans.map((plan) => ({
      ...plan,
      features: ['um', 'dois', 'três', 'quatro', 'cinco', 'seis'].map((word) => `${plan.id} ${word}`),
    }));
    const screen = await renderSection({ plans });
    for (const plan of plans) {
      const list = screen.getByRole('list', { name: `Recursos do plano ${plan.name}` });
      const items = [...list.element().querySelectorAll('li')].map((item) => item.textContent);
      expect(items).toEqual([`${plan.id} um`, `${plan.id} dois`, `${plan.id} três`, `${plan.id} quatro`]);
    }
  });

  it("opens 'Saiba mais' with the 7-day refund and the 30-day renewal", async () => {
    const screen = await renderSection();
    await screen.getByRole('button', { name: 'Saiba mais sobre o plano Enterprise' }).click();
    const popover = screen.getByRole('dialog', { name: 'Plano Enterprise' });
    await expect.element(popover).toBeVisible();
    const text = popover.element().textContent ?? '';
    expect(text).toContain('Reembolso integral se você cancelar em até 7 dias após a contratação.');
    expect(text).toContain('A assinatura é renovada automaticamente a cada 30 dias; cancele quando quiser.');
    await screen.getByRole('button', { name: 'Entendi' }).click();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends Freemium and Professional to /register, and Enterprise to the demo request', async () => {
    const navigate = vi.fn();
    const onRequestDemo = vi.fn();
    const screen = await renderSection({ onRequestDemo }, navigate);
    await screen.getByRole('link', { name: 'Começar Gratuitamente' }).click();
    await screen.getByRole('link', { name: 'Assinar Professional' }).click();
    expect(navigate.mock.calls).toEqual([['/register'], ['/register']]);
    await screen.getByRole('button', { name: 'Agendar Demo Enterprise' }).click();
    expect(onRequestDemo).toHaveBeenCalledOnce();
  });
});
