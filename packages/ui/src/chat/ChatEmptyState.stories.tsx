import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatEmptyState } from './ChatEmptyState';
import { CHAT_AGENTS } from './fixtures';

const meta = {
  title: 'Chat/ChatEmptyState',
  component: ChatEmptyState,
  args: { agents: CHAT_AGENTS, plan: 'freemium', onExample: fn() },
} satisfies Meta<typeof ChatEmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Commander: Story = {};

/** A category chip opened: its agents, locked outside the plan. */
export const MarketingOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Marketing e conteúdo' }));
    await expect(await within(document.body).findByRole('dialog')).toBeInTheDocument();
  },
};

/** Another agent's screen: its name and description, no chips. */
export const OtherAgent: Story = {
  args: {
    title: 'Brainstorm AI',
    intro: 'Gera e organiza ideias de negócios, produtos e campanhas.',
    chips: false,
  },
};
