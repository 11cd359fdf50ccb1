import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSppock } from '../testing/withSppock';
import { ChatbotLauncher } from './ChatbotLauncher';
import { ChatbotWidgetProvider } from './ChatbotWidgetProvider';
import { chatbotHandlers } from './chatbotHandlers';

const meta = {
  title: 'Chatbot/ChatbotLauncher',
  component: ChatbotLauncher,
  decorators: [
    (Story) => (
      <ChatbotWidgetProvider>
        <div style={{ minHeight: 200 }}>{Story()}</div>
      </ChatbotWidgetProvider>
    ),
    withSppock,
  ],
  parameters: { msw: { handlers: chatbotHandlers() } },
} satisfies Meta<typeof ChatbotLauncher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The floating button at the bottom corner, on every page. */
export const Closed: Story = {};

/** For a visitor on a public page. */
export const VisitorPage: Story = { parameters: { sppock: { user: null } } };
