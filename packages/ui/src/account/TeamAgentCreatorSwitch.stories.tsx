import { fakeUser } from '@sppock/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { TeamAgentCreatorSwitch } from './TeamAgentCreatorSwitch';
import { teamHandlers, teamPeople } from './teamHandlers';

const [, paulo, lucia] = teamPeople(3, fakeUser().id);

const meta = {
  title: 'Conta/TeamAgentCreatorSwitch',
  component: TeamAgentCreatorSwitch,
  decorators: [withSppock],
  parameters: { msw: { handlers: teamHandlers() } },
  args: { person: paulo! },
} satisfies Meta<typeof TeamAgentCreatorSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member who only uses the team's agents. */
export const UsesAgents: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('switch', { name: 'Paulo Souza: Cria agentes personalizados' }),
    ).toHaveAttribute('aria-checked', 'false');
  },
};

/** A member who creates agents for the team. */
export const CreatesAgents: Story = {
  args: { person: lucia! },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('switch', { name: 'Lúcia Reis: Cria agentes personalizados' }),
    ).toHaveAttribute('aria-checked', 'true');
  },
};
