import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { conversationSearchFixture } from '../shell/fixtures';
import { withSppock } from '../testing/withSppock';
import { accountHandlers } from './accountHandlers';
import { ConversationSearch } from './ConversationSearch';

const meta = {
  title: 'Conta/ConversationSearch',
  component: ConversationSearch,
  decorators: [withSppock],
  args: { debounceMs: 0 },
  parameters: { msw: { handlers: accountHandlers() } },
} satisfies Meta<typeof ConversationSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The box before anything is typed: the conversation list shows below it. */
export const Idle: Story = { args: { children: <p>Lista de conversas</p> } };

/** Results for 'páscoa': agents' and a custom agent's messages, the words found highlighted. */
export const Results: Story = { args: { defaultQuery: 'páscoa' } };

export const Loading: Story = {
  args: { defaultQuery: 'páscoa' },
  parameters: { msw: { handlers: accountHandlers({ searchState: 'loading' }) } },
};

export const NothingFound: Story = { args: { defaultQuery: 'jabuticaba' } };

export const Failed: Story = {
  args: { defaultQuery: 'páscoa' },
  parameters: { msw: { handlers: accountHandlers({ searchState: 'error' }) } },
};

/** More results than a page: 'Mostrar mais resultados'. */
export const Paged: Story = {
  args: { defaultQuery: 'páscoa' },
  parameters: { msw: { handlers: accountHandlers({ searchPageSize: 2 }) } },
};

/** A long title and a long passage wrap inside the result. */
export const LongText: Story = {
  args: { defaultQuery: 'páscoa' },
  parameters: {
    msw: {
      handlers: accountHandlers({
        searchHits: conversationSearchFixture().map((hit) => ({
          ...hit,
          title: `${hit.title} — ${'planejamento detalhado da campanha '.repeat(4)}`,
          passage: {
            ...hit.passage,
            segments: [
              { text: `${'Texto de contexto da conversa '.repeat(6)}sobre a `, match: false },
              { text: 'Páscoa', match: true },
              { text: ` ${'e os próximos passos da padaria '.repeat(6)}`, match: false },
            ],
          },
        })),
      }),
    },
  },
};

/** Ctrl+K (⌘K on a Mac) focuses the box from anywhere on the tab. */
export const Shortcut: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect(within(canvasElement).getByRole('searchbox')).toHaveFocus();
  },
};
