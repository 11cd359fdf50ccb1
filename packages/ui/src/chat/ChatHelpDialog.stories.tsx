import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ChatHelpDialog } from './ChatHelpDialog';
import { chatMessages } from './messages';

const meta = {
  title: 'Chat/ChatHelpDialog',
  component: ChatHelpDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onExample: fn(),
    title: chatMessages.helpChatTitle,
    text: chatMessages.helpChatText,
    examples: chatMessages.helpChatExamples,
  },
} satisfies Meta<typeof ChatHelpDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChatWithAi: Story = {};
export const Files: Story = {
  args: {
    title: chatMessages.helpFilesTitle,
    text: chatMessages.helpFilesText,
    examples: chatMessages.helpFilesExamples,
  },
};
export const WebPages: Story = {
  args: {
    title: chatMessages.helpWebTitle,
    text: chatMessages.helpWebText,
    examples: chatMessages.helpWebExamples,
  },
};
