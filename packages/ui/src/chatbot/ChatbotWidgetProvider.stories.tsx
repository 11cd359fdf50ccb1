import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../primitives/Button/Button';
import { withSppock } from '../testing/withSppock';
import { ChatbotLauncher } from './ChatbotLauncher';
import { ChatbotWidgetProvider, useChatbotWidget } from './ChatbotWidgetProvider';
import { chatbotHandlers } from './chatbotHandlers';

function ToolbarButton() {
  const widget = useChatbotWidget();
  return <Button onClick={widget.open}>Abrir o chatbot pela barra de ferramentas</Button>;
}

const meta = {
  title: 'Chatbot/ChatbotWidgetProvider',
  component: ChatbotWidgetProvider,
  decorators: [withSppock],
  parameters: { msw: { handlers: chatbotHandlers() } },
  render: (args) => (
    <ChatbotWidgetProvider {...args}>
      <ToolbarButton />
      <ChatbotLauncher hideButton />
    </ChatbotWidgetProvider>
  ),
} satisfies Meta<typeof ChatbotWidgetProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Another component (the chat toolbar) opens the widget with `useChatbotWidget().open()`. */
export const FromToolbar: Story = {};

/** Opened. */
export const Open: Story = { args: { defaultOpen: true } };
