import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AgentList } from './AgentList';
import { activeAgents } from './chatAgents';
import { CHAT_AGENTS } from './fixtures';

const meta = {
  title: 'Chat/AgentList',
  component: AgentList,
  args: { agents: activeAgents(CHAT_AGENTS), plan: 'professional' },
} satisfies Meta<typeof AgentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProPlan: Story = {};

/** On Free: the agents outside the plan show 'Plano Pro' or 'Plano Enterprise' with a lock. */
export const FreePlanLocked: Story = {
  args: { plan: 'freemium' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^LeadFinder/ }));
    await expect(canvas.getByText(/disponível a partir do plano Pro/)).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { agents: [] } };
