import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { ChatbotWidget } from './ChatbotWidget';
import { CHATBOT_HISTORY, chatbotHandlers } from './chatbotHandlers';

const meta = {
  title: 'Chatbot/ChatbotWidget',
  component: ChatbotWidget,
  decorators: [withSppock],
  args: { open: true, onOpenChange: fn() },
  parameters: { msw: { handlers: chatbotHandlers() } },
} satisfies Meta<typeof ChatbotWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First open: the welcome and the starter questions. */
export const Welcome: Story = {};

/** A signed-in user's history (spec 2 §7), the answer rated helpful. */
export const WithHistory: Story = {
  parameters: { msw: { handlers: chatbotHandlers({ history: CHATBOT_HISTORY }) } },
};

/** A visitor on the landing page: an anonymous session. */
export const Visitor: Story = { parameters: { sppock: { user: null } } };

export const Connecting: Story = {
  parameters: { msw: { handlers: chatbotHandlers({ session: 'loading' }) } },
};

/** The session fails: 'Erro ao conectar com o chatbot'. */
export const ConnectionFails: Story = {
  parameters: { msw: { handlers: chatbotHandlers({ session: 'error' }) } },
};
