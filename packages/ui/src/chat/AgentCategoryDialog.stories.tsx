import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { customAgentsFixture } from '../customAgents/fixtures';
import { AgentCategoryDialog } from './AgentCategoryDialog';
import { activeAgents } from './chatAgents';
import { CHAT_AGENTS } from './fixtures';

const meta = {
  title: 'Chat/AgentCategoryDialog',
  component: AgentCategoryDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Vendas e negócios',
    agents: activeAgents(CHAT_AGENTS).filter((agent) => agent.category === 'Vendas'),
    plan: 'freemium',
  },
} satisfies Meta<typeof AgentCategoryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sales: Story = {};

/** 'Nenhum agente disponível nesta categoria'. */
export const NoAgents: Story = { args: { title: 'Planejamento e estratégia', agents: [] } };

/** Enterprise: the team's custom agent of the category after the built-in ones, marked 'Da equipe'. */
export const WithTeamAgents: Story = {
  args: {
    plan: 'enterprise',
    teamAgents: customAgentsFixture().filter((agent) => agent.category === 'Vendas'),
  },
};
