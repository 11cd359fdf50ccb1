import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { accountHandlers } from './accountHandlers';
import { SecurityTab } from './SecurityTab';

const meta = {
  title: 'Conta/SecurityTab',
  component: SecurityTab,
  decorators: [withSppock],
  parameters: { msw: { handlers: accountHandlers() } },
} satisfies Meta<typeof SecurityTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Alterar senha' stays disabled until the three fields are filled. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Alterar senha' })).toBeDisabled();
  },
};

/** The new password and its confirmation differ. */
export const PasswordsDiffer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Senha atual'), 'Pao&Cafe2026');
    await userEvent.type(canvas.getByLabelText('Nova senha'), 'Broa&Queijo2026');
    await userEvent.type(canvas.getByLabelText('Confirmar nova senha'), 'Broa&Queijo2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Alterar senha' }));
    await expect(await canvas.findByText('As senhas não coincidem')).toBeVisible();
  },
};

/** The deletion dialog, waiting for DELETAR. */
export const DeleteDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Deletar minha conta' }));
    await expect(await within(document.body).findByRole('alertdialog')).toBeInTheDocument();
  },
};
