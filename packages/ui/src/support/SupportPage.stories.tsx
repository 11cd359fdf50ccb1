import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSppock } from '../testing/withSppock';
import { SupportPage } from './SupportPage';
import { supportHandlers } from './supportHandlers';

const meta = {
  title: 'Suporte/SupportPage',
  component: SupportPage,
  decorators: [withSppock],
  parameters: { msw: { handlers: supportHandlers() }, sppock: { path: '/support' } },
} satisfies Meta<typeof SupportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two open messages (one overdue) and one archived. */
export const Inbox: Story = {};

/** No message yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: supportHandlers({ messages: [], notifications: [] }) } },
};

export const Loading: Story = {
  parameters: { msw: { handlers: supportHandlers({ state: 'loading' }) } },
};

/** The list fails: 'Erro interno do servidor. Tente novamente mais tarde.' with a retry. */
export const Failed: Story = {
  parameters: { msw: { handlers: supportHandlers({ state: 'error' }) } },
};

/** Opened on a message (a link from a notification). */
export const MessageOpen: Story = { args: { initialMessageId: 1042 } };

/** 'Nova Mensagem' prefilled by the chatbot's hand-off. */
export const DraftFromChatbot: Story = {
  args: {
    initialDraft: {
      subject: 'Dúvida do chatbot: limite de upload',
      content: 'Pergunta ao chatbot: qual o limite de upload de arquivos?\nResposta: não tenho certeza.',
      category_id: 5,
      priority: 'normal',
    },
  },
};
