import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { PixPayment } from './PixPayment';
import { pixChargeFixture, pixHandlers, planPixChargeFixture } from './pixHandlers';

const meta = {
  title: 'Pix/PixPayment',
  component: PixPayment,
  decorators: [withSppock],
  args: { charge: pixChargeFixture(), onRegenerate: () => {}, onClose: () => {} },
  parameters: { msw: { handlers: pixHandlers().handlers } },
} satisfies Meta<typeof PixPayment>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Extra tokens, waiting for payment: QR code, copia e cola with 'Copiar código' and the expiry counted down. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Copiar código' })).toBeVisible();
  },
};

/** The code expired unpaid: 'O código Pix expirou' with 'Gerar novo código'. */
export const Expired: Story = {
  args: { charge: pixChargeFixture(2, { expiresInSeconds: -1 }) },
};

/** The provider's webhook confirmed the payment of extra tokens. */
export const Paid: Story = {
  args: { charge: pixChargeFixture(2, { status: 'paid' }) },
};

/** 30 days of a plan, waiting for payment: the plan and its monthly price. */
export const PlanPending: Story = {
  args: { charge: planPixChargeFixture('professional') },
};

/** 30 days of a plan, paid: the plan runs 30 days more. */
export const PlanPaid: Story = {
  args: { charge: planPixChargeFixture('enterprise', { status: 'paid' }) },
};

/** 30 days of a plan, the code expired unpaid. */
export const PlanExpired: Story = {
  args: { charge: planPixChargeFixture('professional', { expiresInSeconds: -1 }) },
};
