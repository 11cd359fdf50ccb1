import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PLANS } from '../shell/fixtures';
import { SppockHost } from '../testing/SppockHost';
import { landingMessages } from './messages';
import { PricingSection } from './PricingSection';
import { planPricesOf } from './usePlanPrices';

const meta = {
  title: 'Landing/PricingSection',
  component: PricingSection,
  args: { onRequestDemo: fn(), prices: planPricesOf(PLANS) },
  decorators: [
    (Story) => (
      <SppockHost>
        <Story />
      </SppockHost>
    ),
  ],
} satisfies Meta<typeof PricingSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three plans, Professional marked 'Mais Popular'. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Agendar Demo Enterprise' }));
    await expect(args.onRequestDemo).toHaveBeenCalledOnce();
  },
};

/** 'Saiba mais' open: the 7-day refund and the 30-day renewal. */
export const PolicyOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Saiba mais sobre o plano Professional' }));
    const popover = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Plano Professional',
    });
    await expect(popover).toHaveTextContent('7 dias');
  },
};

/** While the server's prices load: no price of the cards' own. */
export const PricesLoading: Story = { args: { prices: { state: 'loading' } } };

/** The prices could not load: said once, with a retry, and on each card. */
export const PricesUnavailable: Story = {
  args: { prices: { state: 'unavailable', onRetry: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível carregar os preços agora.');
  },
};

/** Long copy from a host's override: names, descriptions and features wrap. */
export const LongText: Story = {
  args: {
    plans: landingMessages.plans.map((plan) => ({
      ...plan,
      name: `${plan.name} Anual com Desconto Progressivo`,
      description: `${plan.description} Inclui integração com as ferramentas que sua equipe já usa no dia a dia.`,
      features: plan.features.map((feature) => `${feature} com relatórios mensais detalhados`),
    })),
  },
};
