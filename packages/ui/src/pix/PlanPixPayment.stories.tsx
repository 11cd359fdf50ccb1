import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { PlanPixPayment } from './PlanPixPayment';
import { PIX_PAID_BY_CARD, pixHandlers } from './pixHandlers';
import { expectPlanPixPaidShown } from './pixStoryChecks';

const meta = {
  title: 'Pix/PlanPixPayment',
  component: PlanPixPayment,
  decorators: [withSppock],
  args: { plan: 'professional' },
  parameters: { msw: { handlers: pixHandlers().handlers } },
} satisfies Meta<typeof PlanPixPayment>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async () => {
  const body = within(document.body);
  await userEvent.click(await body.findByRole('button', { name: /com Pix$/ }));
  return body;
};

/** The button, before anything is asked of the server. */
export const Closed: Story = {};

/** The plan's charge created: the QR code, the copia e cola and the countdown in a dialog. */
export const Pending: Story = {
  play: async () => {
    const body = await openDialog();
    const found = await body.findByRole('img', { name: 'QR code do Pix' });
    // The dialog fades in: its content is visible a frame later.
    await waitFor(() => expect(found).toBeVisible());
  },
};

const paid = pixHandlers();
/** The provider's webhook confirmed the payment: the plan runs 30 days more. */
export const Paid: Story = {
  parameters: { msw: { handlers: paid.handlers } },
  play: async () => {
    const body = await openDialog();
    await body.findByRole('img', { name: 'QR code do Pix' });
    paid.confirm();
    await expectPlanPixPaidShown();
  },
};

/** The code expired unpaid: 'Gerar novo código'. */
export const Expired: Story = {
  parameters: { msw: { handlers: pixHandlers({ expiresInSeconds: -1 }).handlers } },
  play: async () => {
    const body = await openDialog();
    const found = await body.findByText('O código Pix expirou');
    // The dialog fades in: its content is visible a frame later.
    await waitFor(() => expect(found).toBeVisible());
  },
};

/** 'Renovar com Pix' of a plan already paid by Pix: the new period starts where the paid one ends. */
export const Renewal: Story = {
  args: { renewal: true },
  play: async () => {
    const body = await openDialog();
    const found = await body.findByRole('heading', { name: 'Renovar o plano Pro com Pix' });
    // The dialog fades in: its content is visible a frame later.
    await waitFor(() => expect(found).toBeVisible());
  },
};

/** Test mode: the server has no real Pix and says so (503); no QR code. */
export const Unavailable: Story = {
  parameters: { msw: { handlers: pixHandlers({ unavailable: true }).handlers } },
  play: async () => {
    const body = await openDialog();
    const found = await body.findByRole('alert');
    await waitFor(() => expect(found).toHaveTextContent(/Pix indisponível/));
  },
};

/** A plan paid by card cannot take a Pix period (409): the server's words. */
export const PaidByCard: Story = {
  args: { plan: 'enterprise' },
  parameters: { msw: { handlers: pixHandlers({ planRefusal: PIX_PAID_BY_CARD }).handlers } },
  play: async () => {
    const body = await openDialog();
    const found = await body.findByRole('alert');
    await waitFor(() => expect(found).toHaveTextContent(/cobrado no cartão/));
  },
};
