import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { ConversationSidebar } from './ConversationSidebar';
import { chatHandlers, SESSION_IDS } from './fixtures';

const meta = {
  title: 'Chat/ConversationSidebar',
  component: ConversationSidebar,
  decorators: [
    withSppock,
    (Story) => (
      <div style={{ display: 'flex', height: 480 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { msw: { handlers: chatHandlers() } },
  args: {
    agent: 'chatsppock',
    currentSessionId: SESSION_IDS.cafe,
    onOpenSession: fn(),
    onSessionDeleted: fn(),
    onClose: fn(),
    initialDelayMs: 0,
  },
} satisfies Meta<typeof ConversationSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sessions: Story = {};
/** 'Nenhuma conversa ainda / Crie uma nova conversa para começar'. */
export const Empty: Story = { parameters: { msw: { handlers: chatHandlers({ sessions: [] }) } } };
export const Loading: Story = {
  parameters: { msw: { handlers: chatHandlers({ sessionsState: 'loading' }) } },
};
export const Failed: Story = { parameters: { msw: { handlers: chatHandlers({ sessionsState: 'error' }) } } };
