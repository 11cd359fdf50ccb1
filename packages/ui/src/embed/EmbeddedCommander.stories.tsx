import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { chatHandlers, UNSURE_REQUEST } from '../chat/fixtures';
import { withSppock } from '../testing/withSppock';
import { EmbeddedCommander } from './EmbeddedCommander';

const meta = {
  title: 'Embed/EmbeddedCommander',
  component: EmbeddedCommander,
  decorators: [withSppock],
  args: {
    open: true,
    onOpenChange: fn(),
    onAnswer: fn(),
    theme: 'auto',
    brandColor: null,
    position: 'bottom-right',
    messages: {},
  },
  argTypes: { brandColor: { control: 'text' } },
  parameters: { sppock: { user: null }, msw: { handlers: chatHandlers() } },
} satisfies Meta<typeof EmbeddedCommander>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A partner site's visitor, in the visitor's preferred theme. */
export const Visitor: Story = {};

/** The partner's brand colour, at the bottom-left corner. */
export const BrandColourLeft: Story = {
  args: { brandColor: '#0f766e', theme: 'light', position: 'bottom-left' },
};

/** The partner's own copy (the element's `messages` property). */
export const PartnerCopy: Story = {
  args: {
    theme: 'dark',
    messages: {
      title: 'Consultor da Loja Aurora',
      description: 'Tire dúvidas de vendas e marketing com o Commander.',
      placeholder: 'Pergunte à loja',
    },
  },
};

/** The answer streams in slowly. */
export const Streaming: Story = {
  parameters: { msw: { handlers: chatHandlers({ stream: 'slow' }) } },
};

/** The server refuses the message (the site owner's plan, a limit). */
export const Refused: Story = {
  parameters: { msw: { handlers: chatHandlers({ stream: 'forbidden' }) } },
};

/** The Commander unsure between two agents: the visitor gets the question and its two choices. */
export const QuestionBack: Story = {
  parameters: { msw: { handlers: chatHandlers({ stream: 'question' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Mensagem' }), UNSURE_REQUEST);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('group', { name: 'Escolha o que você quer' })).toBeInTheDocument();
  },
};
