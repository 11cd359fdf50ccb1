import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { accountHandlers } from './accountHandlers';
import { SubscriptionTab } from './SubscriptionTab';

const meta = {
  title: 'Conta/SubscriptionTab',
  component: SubscriptionTab,
  decorators: [withSppock],
  parameters: { msw: { handlers: accountHandlers() } },
} satisfies Meta<typeof SubscriptionTab>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Professional: Story = {};

export const Enterprise: Story = {
  parameters: { msw: { handlers: accountHandlers({ plan: 'enterprise' }) } },
};

export const Freemium: Story = { parameters: { msw: { handlers: accountHandlers({ plan: 'freemium' }) } } };

export const CancelScheduled: Story = {
  parameters: { msw: { handlers: accountHandlers({ cancelAtPeriodEnd: true }) } },
};

/** The cancellation dialog. */
export const ConfirmCancel: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Cancelar assinatura' }));
    await expect(await within(document.body).findByRole('alertdialog')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: accountHandlers({ subscriptionState: 'loading' }) } },
};

export const Failed: Story = {
  parameters: { msw: { handlers: accountHandlers({ subscriptionState: 'error' }) } },
};
