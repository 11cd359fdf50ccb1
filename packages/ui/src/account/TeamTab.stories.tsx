import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { TeamTab } from './TeamTab';
import { teamHandlers } from './teamHandlers';

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

/**
 * The owner lets Paulo create custom agents (Lúcia already does): the switch follows the server's
 * answer.
 */
export const AgentCreators: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const paulo = await canvas.findByRole('switch', { name: 'Paulo Souza: Cria agentes personalizados' });
    await expect(paulo).toHaveAttribute('aria-checked', 'false');
    await expect(
      canvas.getByRole('switch', { name: 'Lúcia Reis: Cria agentes personalizados' }),
    ).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(paulo);
    await waitFor(() => expect(paulo).toHaveAttribute('aria-checked', 'true'));
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

/**
 * A member: the people (with who creates agents) and 'Sair da equipe', no invitations, billing,
 * usage or permission switches.
 */
export const Member: Story = {
  parameters: { msw: { handlers: teamHandlers({ role: 'member' }) } },
};

export const Loading: Story = {
  parameters: { msw: { handlers: teamHandlers({ state: 'loading' }) } },
};

export const Failed: Story = {
  parameters: { msw: { handlers: teamHandlers({ state: 'error' }) } },
};
