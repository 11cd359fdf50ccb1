import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSppock } from '../testing/withSppock';
import { ChatMessageList } from './ChatMessageList';
import { agentName } from './chatAgents';
import { LONG_SESSION_ID, longConversationMessages } from './fixtureLongConversation';
import { CHAT_AGENTS, chatHandlers, SESSION_IDS, SESSION_MESSAGES, streamedSoFar } from './fixtures';

const nameOf = (agent: string) => agentName(agent, CHAT_AGENTS);
const entries = (SESSION_MESSAGES[SESSION_IDS.cafe] ?? []).map((message) => ({
  key: message.id,
  id: message.id,
  role: message.role,
  content: message.content,
  timestamp: message.timestamp,
  ...(message.agent_used ? { agentUsed: message.agent_used } : {}),
  ...(message.file ? { file: message.file } : {}),
  ...(message.stopped ? { stopped: true } : {}),
}));

const meta = {
  title: 'Chat/ChatMessageList',
  component: ChatMessageList,
  decorators: [
    withSppock,
    (Story) => (
      <div style={{ height: 560, display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { msw: { handlers: chatHandlers() } },
  args: {
    entries,
    agent: 'chatsppock',
    sessionId: SESSION_IDS.cafe,
    agentName: nameOf,
    pending: null,
    stream: { status: 'idle', textSource: streamedSoFar(''), orchestration: null },
  },
} satisfies Meta<typeof ChatMessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {};

/** Waiting: the guess announced at once, the seconds ticking. */
export const Waiting: Story = {
  args: {
    entries: entries.slice(0, 1),
    pending: {
      agent: 'chatsppock',
      startedAt: Date.now(),
      elsewhere: false,
      guess: {
        agent: 'brainstorm',
        confidence: 94,
        confidenceRange: '90% a 98%',
        hits: 3,
        scores: {} as never,
      },
    },
    stream: { status: 'submitted', textSource: streamedSoFar(''), orchestration: null },
    loadingText: 'O Commander está analisando seu pedido...',
    estimatedTime: '20-30 segundos',
  },
};

/** Streaming: the text so far. */
export const Streaming: Story = {
  args: {
    entries: entries.slice(0, 1),
    pending: { agent: 'chatsppock', startedAt: Date.now(), elsewhere: false, guess: null },
    stream: {
      status: 'streaming',
      textSource: streamedSoFar('## Ideias para a sua cafeteria\n\n1. **Café de especialidade**'),
      orchestration: {
        orchestrated: true,
        agent_used: 'brainstorm',
        agent_name: 'Brainstorm AI',
        confidence: 94,
        confidenceRange: '90% a 98%',
        intent_detected: 'criacao_de_negocio',
        description: 'O Brainstorm AI vai gerar ideias.',
      },
    },
  },
};

export const Empty: Story = { args: { entries: [], empty: <p>Nenhuma mensagem ainda.</p> } };

/**
 * A 300-message conversation (markdown, tables, code blocks): it opens with the newest
 * CHAT_WINDOW messages; 'Mostrar mensagens anteriores' — or scrolling up to it — brings the
 * earlier ones in pages, keeping the reader where they were.
 */
export const LongConversation: Story = {
  args: {
    entries: longConversationMessages(300).map((message) => ({
      key: message.id,
      id: message.id,
      role: message.role,
      content: message.content,
      timestamp: message.timestamp,
      ...(message.agent_used ? { agentUsed: message.agent_used } : {}),
    })),
    sessionId: LONG_SESSION_ID,
  },
};
