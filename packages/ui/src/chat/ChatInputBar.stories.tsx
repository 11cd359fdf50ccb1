import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { ChatInputBar, type ChatInputBarProps } from './ChatInputBar';

function Controlled(props: Omit<ChatInputBarProps, 'value' | 'onValueChange'> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return <ChatInputBar {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Chat/ChatInputBar',
  component: ChatInputBar,
  args: { value: '', onValueChange: fn(), onSend: fn(), onNewConversation: fn(), onStop: fn() },
  render: (args) => <Controlled {...args} initial={args.value} />,
} satisfies Meta<typeof ChatInputBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: no send button. */
export const Empty: Story = {};
/** With text: the send button. */
export const WithText: Story = { args: { value: 'Quero ideias para minha padaria' } };
/** Long text: the box stops at 72 px and scrolls. */
export const LongText: Story = {
  args: { value: Array.from({ length: 8 }, (_, index) => `Linha ${index + 1} do pedido`).join('\n') },
};
/** An answer on its way: 'Parar resposta'. */
export const Busy: Story = { args: { value: '', busy: true } };
/** The agent's spacing still runs. */
export const Spacing: Story = { args: { value: 'Mais uma pergunta', readyAt: Date.now() + 60_000 } };
/** The server refused for spacing (429). */
export const RateLimited: Story = {
  args: { value: 'Olá', rateLimited: { seconds: 3 }, readyAt: Date.now() + 60_000 },
};
