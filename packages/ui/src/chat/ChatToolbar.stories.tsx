import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ChatToolbar } from './ChatToolbar';

const meta = {
  title: 'Chat/ChatToolbar',
  component: ChatToolbar,
  args: {
    agent: 'chatsppock',
    agentName: 'Sppock Commander',
    sidebarOpen: true,
    onToggleSidebar: fn(),
    onAttachFile: fn(),
    onAddLink: fn(),
    onOpenChatbot: fn(),
    onExport: fn(),
    onRegenerate: fn(),
    onAskAnother: fn(),
  },
} satisfies Meta<typeof ChatToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTools: Story = {};
/** On Free: 'Anexar arquivo' carries the lock of the plan that unlocks document analysis. */
export const AttachLocked: Story = { args: { attachLockedPlan: 'Pro' } };
/** Before the first answer: no extras. */
export const Minimal: Story = {
  args: {
    sidebarOpen: false,
    onAttachFile: undefined,
    onAddLink: undefined,
    onOpenChatbot: undefined,
    onExport: undefined,
    onRegenerate: undefined,
    onAskAnother: undefined,
  },
};
