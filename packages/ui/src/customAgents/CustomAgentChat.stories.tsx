import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSppock } from '../testing/withSppock';
import { CustomAgentChat } from './CustomAgentChat';
import { customAgentsHandlers } from './customAgentsHandlers';
import { agentBranchedConversationFixture, agentConversationFixture } from './fixtures';

const AGENT = 'cag_7Hq2LmX9pR4tVw8K';

const meta = {
  title: 'Agentes da equipe/CustomAgentChat',
  component: CustomAgentChat,
  decorators: [withSppock],
  parameters: {
    msw: { handlers: customAgentsHandlers({ sessions: { [AGENT]: [agentConversationFixture()] } }) },
    sppock: { path: `/agents/${AGENT}` },
  },
  args: { agentId: AGENT },
} satisfies Meta<typeof CustomAgentChat>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new conversation: the starter prompts, and one earlier conversation in the list. */
export const NewConversation: Story = {};

/** An earlier conversation opened: the answer cites the price table. */
export const WithConversation: Story = { args: { sessionId: 'cas_9Lk2Pq7Xw3' } };

/** A question edited (issue 29): the newest version shown, `< 2/2 >` brings the first one back. */
export const EditedQuestion: Story = {
  args: { sessionId: 'cas_9Lk2Pq7Xw3' },
  parameters: {
    msw: { handlers: customAgentsHandlers({ sessions: { [AGENT]: [agentBranchedConversationFixture()] } }) },
  },
};

/** An agent of another team, or removed: 'Agente personalizado não encontrado.' */
export const NotFound: Story = { args: { agentId: 'cag_outraEquipe1' } };

export const Loading: Story = {
  parameters: { msw: { handlers: customAgentsHandlers({ state: 'loading' }) } },
};

/** Opened while an answer is still on its way (a reload, another tab): it is followed word by word, with Stop. */
export const AnswerOnItsWay: Story = {
  args: { sessionId: 'cas_9Lk2Pq7Xw3' },
  parameters: {
    msw: {
      handlers: customAgentsHandlers({
        sessions: { [AGENT]: [agentConversationFixture()] },
        wordDelayMs: 250,
        inFlight: {
          sessionId: 'cas_9Lk2Pq7Xw3',
          text: 'Para 40 pessoas, o coffee break corporativo sai por R$ 1.280,00 (R$ 32,00 por pessoa).',
        },
      }),
    },
  },
};
