import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { TeamInvitationsList } from './TeamInvitationsList';
import { teamHandlers } from './teamHandlers';

const pending = {
  id: 'inv_fixture0',
  email: 'convidado1@padariaboavista.com.br',
  status: 'pending',
  sent_at: '2026-03-20T14:00:00Z',
  expires_at: '2026-04-03T14:00:00Z',
} as const;

const meta = {
  title: 'Conta/TeamInvitationsList',
  component: TeamInvitationsList,
  decorators: [withSppock],
  parameters: { msw: { handlers: teamHandlers({ invitations: 2, expired: true }) } },
  args: { invitations: [pending] },
} satisfies Meta<typeof TeamInvitationsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One open invitation, to resend or revoke. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pendente')).toBeVisible();
  },
};

/** An expired invitation beside a pending one. */
export const Expired: Story = {
  args: {
    invitations: [
      { ...pending, status: 'expired', expires_at: '2026-03-27T14:00:00Z' },
      { ...pending, id: 'inv_fixture1', email: 'convidado2@padariaboavista.com.br' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Expirado')).toBeVisible();
  },
};

/** No open invitation: nothing is shown. */
export const NoInvitations: Story = {
  args: { invitations: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Convites abertos' })).toBeNull();
  },
};
