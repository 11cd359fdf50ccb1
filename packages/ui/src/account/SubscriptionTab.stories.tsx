import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pixHandlers } from '../pix/pixHandlers';
import { expectPlanPixPaidShown } from '../pix/pixStoryChecks';
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

/** A plan paid by Pix: 'Pago com Pix até dd/mm/aaaa', back to Freemium on that date, 'Renovar com Pix'. */
export const PaidWithPix: Story = {
  parameters: { msw: { handlers: accountHandlers({ paidWith: 'pix', periodDaysLeft: 20 }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/^Pago com Pix até \d{2}\/\d{2}\/\d{4}$/),
    ).toBeVisible();
  },
};

/** A plan paid by Pix in its last days: the warning before it returns to Freemium. */
export const PixNearTheEnd: Story = {
  parameters: { msw: { handlers: accountHandlers({ paidWith: 'pix', periodDaysLeft: 2 }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Faltam 2 dias/)).toBeVisible();
  },
};

const renewal = pixHandlers();
/** 'Renovar com Pix': the next 30 days' QR code, then the new date once paid. */
export const PixRenewal: Story = {
  parameters: {
    msw: { handlers: accountHandlers({ paidWith: 'pix', periodDaysLeft: 2, pix: renewal }) },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Renovar com Pix' }));
    const body = within(document.body);
    const qr = await body.findByRole('img', { name: 'QR code do Pix' });
    // The dialog fades in: its content is visible a frame later.
    await waitFor(() => expect(qr).toBeVisible());
    renewal.confirm();
    await expectPlanPixPaidShown();
  },
};
