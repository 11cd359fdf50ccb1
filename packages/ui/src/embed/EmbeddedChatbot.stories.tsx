import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { chatbotHandlers } from '../chatbot/chatbotHandlers';
import { withSppock } from '../testing/withSppock';
import { EmbeddedChatbot } from './EmbeddedChatbot';

const meta = {
  title: 'Embed/EmbeddedChatbot',
  component: EmbeddedChatbot,
  decorators: [withSppock],
  args: {
    open: true,
    onOpenChange: fn(),
    theme: 'auto',
    brandColor: null,
    messages: {},
    signInHref: 'https://app.sppock.com.br/login?redirect=%2Fsupport',
  },
  argTypes: { brandColor: { control: 'text' } },
  parameters: { sppock: { user: null }, msw: { handlers: chatbotHandlers() } },
} satisfies Meta<typeof EmbeddedChatbot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A partner site's visitor, in the visitor's preferred theme. */
export const Visitor: Story = {};

/** The partner's brand colour on the buttons. */
export const BrandColour: Story = { args: { brandColor: '#0f766e', theme: 'light' } };

/** The partner's own copy (the element's `messages` property). */
export const PartnerCopy: Story = {
  args: {
    theme: 'dark',
    messages: {
      title: 'Ajuda da Loja Aurora',
      welcome: 'Olá! Pergunte sobre os planos do Sppock que a loja usa.',
    },
  },
};
