import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PlanPixPayment } from '../pix/PlanPixPayment';
import { pixHandlers } from '../pix/pixHandlers';
import { PLANS } from '../shell/fixtures';
import { withSppock } from '../testing/withSppock';
import { PlanCard } from './PlanCard';

const [freemium, professional, enterprise] = PLANS;

const meta = {
  title: 'Planos/PlanCard',
  component: PlanCard,
  args: { plan: professional!, action: 'upgrade', onSelect: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 340 }}>{Story()}</div>],
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Upgrade: Story = {};

export const Current: Story = { args: { action: 'current' } };

export const Downgrade: Story = { args: { plan: freemium!, action: 'downgrade' } };

export const Processing: Story = { args: { processing: true } };

export const EnterpriseUnlimited: Story = { args: { plan: enterprise! } };

/** For a visitor, the free plan offers 'Começar Gratuitamente'. */
export const VisitorFree: Story = { args: { plan: freemium!, action: 'start' } };

/** Highlighted by the call to action. */
export const Selected: Story = { args: { selected: true } };

export const LongDescription: Story = {
  args: {
    plan: {
      ...professional!,
      description:
        'Para profissionais e pequenas empresas que precisam de mais tokens, busca na web, os agentes de marketing e vendas, histórico completo e suporte prioritário por e-mail em horário comercial.',
    },
  },
};

/** A signed-in user may also pay the plan's 30 days with Pix (issue 31 §2). */
export const WithPix: Story = {
  args: { pixAction: <PlanPixPayment plan="professional" fullWidth /> },
  decorators: [withSppock],
  parameters: { msw: { handlers: pixHandlers().handlers } },
};

/** The current plan, paid by Pix: 'Renovar com Pix' under 'Plano Atual'. */
export const CurrentPaidWithPix: Story = {
  args: { action: 'current', pixAction: <PlanPixPayment plan="professional" renewal fullWidth /> },
  decorators: [withSppock],
  parameters: { msw: { handlers: pixHandlers().handlers } },
};
