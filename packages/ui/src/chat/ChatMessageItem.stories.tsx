import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { ChatMessageItem } from './ChatMessageItem';
import { agentName } from './chatAgents';
import { CAFE_ANSWER, CHAT_AGENTS, chatHandlers, FILE_ID, SESSION_IDS } from './fixtures';

const nameOf = (agent: string) => agentName(agent, CHAT_AGENTS);

const meta = {
  title: 'Chat/ChatMessageItem',
  component: ChatMessageItem,
  decorators: [withSppock],
  parameters: { msw: { handlers: chatHandlers() } },
  args: {
    agent: 'chatsppock',
    sessionId: SESSION_IDS.cafe,
    agentName: nameOf,
    entry: {
      key: '1',
      id: '7c4e1f2a-8b3d-4e5f-9a6b-1c2d3e4f5a6b',
      role: 'assistant',
      content: CAFE_ANSWER,
      timestamp: '2026-03-14T10:07:48-03:00',
      agentUsed: 'brainstorm',
      metadata: {
        session_id: SESSION_IDS.cafe,
        message_id: '7c4e1f2a-8b3d-4e5f-9a6b-1c2d3e4f5a6b',
        tokens: { input: 412, output: 689, total: 1101 },
        cost_usd: 0.00051,
        cost_brl: 0.0027,
        provider: 'openai',
        model: 'gpt-4o-mini',
        offline: false,
        stopped: false,
      },
    },
    remainingTokens: 1_160_000,
  },
} satisfies Meta<typeof ChatMessageItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An answer: 'Processado por', markdown, tokens and cost, copy and feedback. */
export const Answer: Story = {};

export const UserWithFile: Story = {
  args: {
    entry: {
      key: '2',
      role: 'user',
      content: 'Analise este cardápio e sugira três combos.',
      timestamp: '2026-03-14T10:15:03-03:00',
      file: { id: FILE_ID, name: 'cardapio-cafeteria-batel.txt', url: `/api/files/${FILE_ID}/`, size: 159 },
    },
  },
};

/** A stopped answer stays, marked. */
export const Stopped: Story = {
  args: {
    entry: {
      key: '3',
      role: 'assistant',
      content: '**Combos sugeridos:**\n\n- Combo Curitibano',
      timestamp: '2026-03-14T10:15:40-03:00',
      agentUsed: 'chatsppock',
      stopped: true,
    },
    remainingTokens: undefined,
  },
};

/** Stopped before the first piece arrived: it says so instead of 'Carregando...'. */
export const StoppedBeforeAnyText: Story = {
  args: {
    entry: {
      key: '6',
      role: 'assistant',
      content: '',
      timestamp: '2026-03-14T10:15:40-03:00',
      agentUsed: 'chatsppock',
      stopped: true,
    },
    remainingTokens: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'A resposta foi interrompida antes de o primeiro trecho chegar.',
      ),
    ).toBeVisible();
  },
};

/** 'Conteúdo não disponível'. */
export const Unavailable: Story = {
  args: {
    entry: { key: '4', role: 'assistant', content: undefined, timestamp: '2026-03-14T10:15:40-03:00' },
  },
};

/** 'Carregando...'. */
export const Loading: Story = {
  args: { entry: { key: '5', role: 'assistant', content: '', timestamp: '2026-03-14T10:15:40-03:00' } },
};

/** The plan's tokens are over. */
export const TokensExhausted: Story = { args: { remainingTokens: 0 } };

/** An answer generated again (issue 29): `< 2/2 >`, the speed beside the cost. */
export const AnswerWithVersions: Story = {
  args: {
    entry: {
      key: 'v2',
      id: '8d5f2a3b-9c4e-4f6a-8b7c-2d3e4f5a6b7c',
      role: 'assistant',
      content: CAFE_ANSWER,
      timestamp: '2026-03-14T10:09:12-03:00',
      agentUsed: 'brainstorm',
      versionIds: ['7c4e1f2a-8b3d-4e5f-9a6b-1c2d3e4f5a6b', '8d5f2a3b-9c4e-4f6a-8b7c-2d3e4f5a6b7c'],
      versionIndex: 1,
      timing: { first_token_ms: 412, tokens_per_second: 52.3 },
      context: { tokens: 1204, window: 128_000 },
    },
    onShowVersion: () => {},
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Versão 2 de 2' })).toBeVisible();
    await expect(canvas.getByText('1º token em 0,4 s · 52 tokens/s')).toBeVisible();
  },
};

/** A sent message the user can edit (issue 29), first of two versions. */
export const EditableQuestion: Story = {
  args: {
    entry: {
      key: 'q1',
      id: '5a1b9c3d-2e4f-4a6b-8c7d-9e0f1a2b3c4d',
      role: 'user',
      content: 'Quero abrir uma cafeteria em Curitiba. Me dê ideias de diferenciais.',
      timestamp: '2026-03-14T10:06:10-03:00',
      versionIds: ['5a1b9c3d-2e4f-4a6b-8c7d-9e0f1a2b3c4d', '6b2c0d4e-3f5a-4b7c-9d8e-0f1a2b3c4d5e'],
      versionIndex: 0,
    },
    onEdit: () => {},
    onShowVersion: () => {},
  },
};
