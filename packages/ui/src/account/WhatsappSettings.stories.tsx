import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSppock } from '../testing/withSppock';
import { integrationsHandlers, WHATSAPP_CONNECTION } from './integrationsHandlers';
import { WhatsappSettings } from './WhatsappSettings';

const meta = {
  title: 'Account/WhatsappSettings',
  component: WhatsappSettings,
  decorators: [withSppock],
  args: { connection: WHATSAPP_CONNECTION },
  parameters: { msw: { handlers: integrationsHandlers({ whatsapp: WHATSAPP_CONNECTION }) } },
} satisfies Meta<typeof WhatsappSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Answered by the Commander, with a template for outside the 24-hour window. */
export const Commander: Story = {};

/** Answered by the FAQ chatbot, no template: nothing is sent outside the window. */
export const FaqChatbotWithoutTemplate: Story = {
  args: {
    connection: { ...WHATSAPP_CONNECTION, responder: 'faq_chatbot', template_name: null, display_phone: '' },
  },
};
