import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { TeamTab } from './TeamTab';
import { teamHandlers } from './teamFixtures';

const meta = {
  title: 'Conta/TeamTab',
  component: TeamTab,
  decorators: [withSppock],
  parameters: { msw: { handlers: teamHandlers() } },
} satisfies Meta<typeof TeamTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Enterprise owner: 3/10 seats, one open invitation and the cycle's usage per person. */
export const Owner: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('3/10')).toBeVisible();
  },
};

/** A full team: the next invitation is refused with the 'extra users on request' message. */
export const FullTeam: Story = {
  parameters: { msw: { handlers: teamHandlers({ people: 9, invitations: 1 }) } },
};

/** An expired invitation, to resend or revoke. */
export const ExpiredInvitation: Story = {
  parameters: { msw: { handlers: teamHandlers({ invitations: 2, expired: true }) } },
};

/** A member: the people and 'Sair da equipe', no invitations, billing or usage. */
export const Member: Story = {
  parameters: { msw: { handlers: teamHandlers({ role: 'member' }) } },
};

export const Loading: Story = {
  parameters: { msw: { handlers: teamHandlers({ state: 'loading' }) } },
};

export const Failed: Story = {
  parameters: { msw: { handlers: teamHandlers({ state: 'error' }) } },
};
