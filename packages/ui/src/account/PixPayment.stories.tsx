import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { PixPayment } from './PixPayment';
import { pixChargeFixture, pixHandlers } from './pixHandlers';

const meta = {
  title: 'Conta/PixPayment',
  component: PixPayment,
  decorators: [withSppock],
  args: { charge: pixChargeFixture(), onRegenerate: () => {}, onClose: () => {} },
  parameters: { msw: { handlers: pixHandlers().handlers } },
} satisfies Meta<typeof PixPayment>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for payment: QR code, copia e cola with 'Copiar código' and the expiry counted down. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Copiar código' })).toBeVisible();
  },
};

/** The code expired unpaid: 'O código Pix expirou' with 'Gerar novo código'. */
export const Expired: Story = {
  args: { charge: pixChargeFixture(2, { expiresInSeconds: -1 }) },
};

/** The provider's webhook confirmed the payment. */
export const Paid: Story = {
  args: { charge: pixChargeFixture(2, { status: 'paid' }) },
};
