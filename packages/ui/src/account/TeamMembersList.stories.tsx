import { fakeUser } from '@sppock/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { TeamMembersList } from './TeamMembersList';
import type { Team } from './team';
import { teamHandlers, teamPeople } from './teamHandlers';

const ME = fakeUser();

const ownersTeam: Team = {
  id: 4,
  role: 'owner',
  owner_id: ME.id,
  seats: { used: 3, limit: 10, reserved: 0 },
  members: teamPeople(3, ME.id),
  invitations: [],
};

const meta = {
  title: 'Conta/TeamMembersList',
  component: TeamMembersList,
  decorators: [withSppock],
  parameters: { msw: { handlers: teamHandlers() } },
  args: { team: ownersTeam, currentUserId: ME.id },
} satisfies Meta<typeof TeamMembersList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's view: remove, hand the team over and the 'creates agents' switch for each member. */
export const Owner: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Remover: Paulo Souza' })).toBeVisible();
  },
};

/** A member's view: the people, with who creates agents, and no actions. */
export const Member: Story = {
  args: { team: { ...ownersTeam, role: 'member', owner_id: 99 }, currentUserId: 100 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cria agentes')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
