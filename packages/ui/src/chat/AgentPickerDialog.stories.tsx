import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AgentPickerDialog } from './AgentPickerDialog';
import { CHAT_AGENTS } from './fixtures';

const meta = {
  title: 'Chat/AgentPickerDialog',
  component: AgentPickerDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSelect: fn(),
    agents: CHAT_AGENTS,
    plan: 'professional',
    exclude: 'brainstorm',
  },
} satisfies Meta<typeof AgentPickerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pro: Story = {};
export const Free: Story = { args: { plan: 'freemium' } };
