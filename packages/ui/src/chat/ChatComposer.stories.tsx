import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { ChatComposer } from './ChatComposer';

const meta = {
  title: 'Chat/ChatComposer',
  component: ChatComposer,
  decorators: [withSppock],
  args: { onSend: fn(), onNewConversation: fn(), onStop: fn() },
} satisfies Meta<typeof ChatComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The input bar holding its own draft, with the microphone: typing renders the bar alone. */
export const Empty: Story = {};

/** Typing and sending: the screen receives the text, the box empties. */
export const TypeAndSend: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox');
    await userEvent.type(box, 'Quero ideias para minha padaria{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Quero ideias para minha padaria');
    await expect(box).toHaveValue('');
  },
};

/** An answer on its way: 'Parar resposta', the microphone disabled. */
export const Busy: Story = { args: { busy: true } };
