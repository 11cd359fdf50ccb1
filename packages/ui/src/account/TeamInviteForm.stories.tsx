import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { TeamInviteForm } from './TeamInviteForm';
import { TEAM_FULL_MESSAGE, teamHandlers } from './teamHandlers';

const meta = {
  title: 'Conta/TeamInviteForm',
  component: TeamInviteForm,
  decorators: [withSppock],
  parameters: { msw: { handlers: teamHandlers() } },
} satisfies Meta<typeof TeamInviteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's empty form, with the hint under the field. */
export const Empty: Story = {};

/** An invitation sent: the field is cleared for the next one. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText('E-mail da pessoa');
    await userEvent.type(email, 'novo@padariaboavista.com.br');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar convite' }));
    await waitFor(() => expect(email).toHaveValue(''));
  },
};

/** A full team: the 11th seat is refused with the server's text under the field. */
export const TeamFull: Story = {
  parameters: { msw: { handlers: teamHandlers({ people: 9, invitations: 1 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('E-mail da pessoa'), 'decimo@padariaboavista.com.br');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar convite' }));
    await expect(await canvas.findByText(TEAM_FULL_MESSAGE)).toBeVisible();
  },
};
