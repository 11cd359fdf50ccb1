import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { CommanderChat } from './CommanderChat';
import { chatHandlers, LONG_RUN_STEP, questionConversation, SESSION_IDS, UNSURE_REQUEST } from './fixtures';

const meta = {
  title: 'Chat/CommanderChat',
  component: CommanderChat,
  decorators: [withSppock],
  args: { sidebarDelayMs: 0 },
  parameters: { layout: 'fullscreen', msw: { handlers: chatHandlers({ stream: 'slow' }) } },
} satisfies Meta<typeof CommanderChat>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty Commander: title, intro, the six chips and the conversation list. */
export const Empty: Story = {};

/** A conversation opened from a `?session=` link: routing, a file, a stopped answer. */
export const OpenConversation: Story = { args: { sessionId: SESSION_IDS.cafe } };

/** A message sent: the waiting state, then the answer streaming in token by token. */
export const Streaming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Mensagem' }),
      'Escreva um e-mail de follow-up para um cliente que pediu orçamento',
    );
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Parar resposta' })).toBeInTheDocument();
  },
};

/** The server never answers: the waiting state with the guess, the estimated time and the seconds. */
export const Waiting: Story = {
  parameters: { msw: { handlers: chatHandlers({ stream: 'waiting' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Mensagem' }),
      'Monte um funil de vendas',
    );
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(/Tempo estimado/)).toBeInTheDocument();
  },
};

/**
 * Routed to LeadFinder, whose answer runs as a long job: the placeholder takes LeadFinder's text
 * and the whole task's estimate ('3-7 minutos') and shows the step the job is on.
 */
export const LongRun: Story = {
  parameters: { msw: { handlers: chatHandlers({ stream: 'long-run' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Mensagem' }),
      'Encontre padarias artesanais em Curitiba para vender nosso café',
    );
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(LONG_RUN_STEP)).toBeInTheDocument();
  },
};

/**
 * The Commander unsure between two agents (issue 26): one short question with the two choices as
 * buttons; tapping one answers the original request with that agent, nothing retyped.
 */
export const QuestionBack: Story = {
  parameters: { msw: { handlers: chatHandlers({ stream: 'question' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Mensagem' }), UNSURE_REQUEST);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('group', { name: 'Escolha o que você quer' })).toBeInTheDocument();
  },
};

/** A conversation whose last message is a question still waiting for its choice. */
export const PendingQuestion: Story = {
  args: { sessionId: SESSION_IDS.nova },
  parameters: { msw: { handlers: chatHandlers(questionConversation()) } },
};

/** The question answered: the choice stays pressed. */
export const AnsweredQuestion: Story = {
  args: { sessionId: SESSION_IDS.nova },
  parameters: { msw: { handlers: chatHandlers(questionConversation('email_writer')) } },
};

/** On Free: the attach button and the file panel show the lock and the plan (Pro). */
export const FreePlanDocuments: Story = {
  parameters: { msw: { handlers: chatHandlers({ plan: 'freemium' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Anexar arquivo (Plano Pro)' }));
    await expect(await canvas.findByRole('link', { name: 'Ver planos' })).toBeInTheDocument();
  },
};

/** The plan's conversation limit: the session cannot be created, and nothing is sent. */
export const ConversationLimit: Story = {
  parameters: { msw: { handlers: chatHandlers({ createSession: 'limit' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Mensagem' }), 'Olá');
    await userEvent.keyboard('{Enter}');
  },
};

/** The server refused for spacing (429 with Retry-After). */
export const RateLimited: Story = {
  parameters: { msw: { handlers: chatHandlers({ stream: 'rate-limited' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Mensagem' }), 'Olá');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(/Você poderá enviar de novo/)).toBeInTheDocument();
  },
};

/** A form agent: 'Este agente usa formulário especializado' and the form from its metadata. */
export const FormAgent: Story = { args: { agent: 'email_writer' } };

/** Another agent of the catalogue, with the message box. */
export const OtherAgent: Story = { args: { agent: 'brainstorm' } };

/** No conversations yet. */
export const NoConversations: Story = {
  parameters: { msw: { handlers: chatHandlers({ sessions: [] }) } },
};

/** On a phone: chips hidden, the conversation list over the chat when opened. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
};
