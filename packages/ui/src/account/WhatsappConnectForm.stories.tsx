import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { integrationsHandlers } from './integrationsHandlers';
import { WhatsappConnectForm } from './WhatsappConnectForm';

const meta = {
  title: 'Account/WhatsappConnectForm',
  component: WhatsappConnectForm,
  decorators: [withSppock],
  parameters: { msw: { handlers: integrationsHandlers() } },
} satisfies Meta<typeof WhatsappConnectForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Sent empty: each required field says what is missing. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ligar número' }));
    await expect(await canvas.findByText('Informe o Phone number ID.')).toBeVisible();
    await expect(canvas.getByText('Informe o token de acesso.')).toBeVisible();
  },
};
