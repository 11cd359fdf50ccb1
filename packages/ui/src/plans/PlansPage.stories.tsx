import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
