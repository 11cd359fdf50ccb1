import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PIX_PAID_BY_CARD, pixHandlers } from '../pix/pixHandlers';
import { expectPlanPixPaidShown } from '../pix/pixStoryChecks';
import { withSppock } from '../testing/withSppock';
import { PlansPage } from './PlansPage';
import { plansHandlers } from './plansHandlers';

const meta = {
  title: 'Planos/PlansPage',
  component: PlansPage,
  decorators: [withSppock],
  args: { onExternalRedirect: fn() },
  parameters: { msw: { handlers: plansHandlers() }, sppock: { path: '/pricing' } },
} satisfies Meta<typeof PlansPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A freemium user: 'PLANO ATUAL' on Freemium, 'Fazer Upgrade' on the paid plans. */
export const Freemium: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('PLANO ATUAL')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Plano Atual' })).toBeDisabled();
  },
};

/** A Pro user: 'Fazer Downgrade' on Freemium. */
export const Professional: Story = {
  parameters: { msw: { handlers: plansHandlers({ plan: 'professional' }) } },
};

export const Enterprise: Story = { parameters: { msw: { handlers: plansHandlers({ plan: 'enterprise' }) } } };

/** A visitor: the public plan list; the buttons lead to /register. */
export const Visitor: Story = { parameters: { sppock: { user: null, path: '/pricing' } } };

export const Loading: Story = { parameters: { msw: { handlers: plansHandlers({ state: 'loading' }) } } };

/** 'Erro ao carregar planos'. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: plansHandlers({ state: 'error' }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Erro ao carregar planos')).toBeVisible();
  },
};

/** A plan change in progress: 'Processando...'. */
export const Processing: Story = {
  parameters: { msw: { handlers: plansHandlers({ change: 'loading' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const upgrade = await canvas.findAllByRole('button', { name: 'Fazer Upgrade' });
    await userEvent.click(upgrade[0]!);
    await expect(await canvas.findByText('Processando...')).toBeInTheDocument();
  },
};

/** A refused change: the toast and the alert. */
export const UpgradeFailed: Story = {
  parameters: { msw: { handlers: plansHandlers({ change: 'error' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const upgrade = await canvas.findAllByRole('button', { name: 'Fazer Upgrade' });
    await userEvent.click(upgrade[0]!);
    await expect(await canvas.findByText('Erro ao processar upgrade. Tente novamente.')).toBeInTheDocument();
  },
};

/** Downgrading to Freemium asks first. */
export const ConfirmDowngrade: Story = {
  parameters: { msw: { handlers: plansHandlers({ plan: 'professional' }) } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Fazer Downgrade' }));
    await expect(await within(document.body).findByRole('alertdialog')).toBeInTheDocument();
  },
};

/** 'Pagar com Pix' on Professional: the plan's charge, its QR code in a dialog. */
export const PixPending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const professional = await canvas.findByRole('article', { name: 'Professional' });
    await userEvent.click(within(professional).getByRole('button', { name: 'Pagar com Pix' }));
    const found = await within(document.body).findByRole('img', { name: 'QR code do Pix' });
    // The dialog fades in: its content is visible a frame later.
    await waitFor(() => expect(found).toBeVisible());
  },
};

const paidPix = pixHandlers();
/** The Pix paid: the dialog says so and the plans behind it already show Professional as current. */
export const PixPaid: Story = {
  parameters: { msw: { handlers: plansHandlers({ pix: paidPix }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const professional = await canvas.findByRole('article', { name: 'Professional' });
    await userEvent.click(within(professional).getByRole('button', { name: 'Pagar com Pix' }));
    const body = within(document.body);
    await body.findByRole('img', { name: 'QR code do Pix' });
    paidPix.confirm();
    await expectPlanPixPaidShown();
  },
};

/** A Pro plan paid by Pix: 'Renovar com Pix' under 'Plano Atual'. */
export const PaidWithPix: Story = {
  parameters: { msw: { handlers: plansHandlers({ plan: 'professional', paidWith: 'pix' }) } },
};

/** A plan paid by card asks for Enterprise with Pix: the server's 409, in its words. */
export const PixRefused: Story = {
  parameters: {
    msw: {
      handlers: plansHandlers({ plan: 'professional', pix: pixHandlers({ planRefusal: PIX_PAID_BY_CARD }) }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const enterprise = await canvas.findByRole('article', { name: 'Enterprise' });
    await userEvent.click(within(enterprise).getByRole('button', { name: 'Pagar com Pix' }));
    const found = await within(document.body).findByRole('alert');
    await waitFor(() => expect(found).toHaveTextContent(/cobrado no cartão/));
  },
};
