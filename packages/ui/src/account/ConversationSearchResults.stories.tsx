import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { conversationSearchFixture } from '../shell/fixtures';
import { withSppock } from '../testing/withSppock';
import { ConversationSearchResults } from './ConversationSearchResults';

const meta = {
  title: 'Conta/ConversationSearchResults',
  component: ConversationSearchResults,
  decorators: [withSppock],
  args: { query: 'páscoa', results: conversationSearchFixture(), state: 'ready', onOpen: fn() },
} satisfies Meta<typeof ConversationSearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Messages found, each opening its conversation at the message. */
export const Found: Story = {
  play: async ({ canvasElement, args }) => {
    const [first] = within(canvasElement).getAllByRole('button');
    await userEvent.click(first as HTMLElement);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = { args: { results: [], state: 'loading' } };

export const NothingFound: Story = { args: { query: 'jabuticaba', results: [] } };

export const Failed: Story = {
  args: { results: [], state: 'error', error: 'Não foi possível buscar nas conversas.', onRetry: fn() },
};

/** Another page: 'Mostrar mais resultados'. */
export const MoreToLoad: Story = { args: { hasMore: true, onLoadMore: fn() } };

/** Without the chat screen a result cannot be opened. */
export const ChatUnavailable: Story = { args: { chatAvailable: false } };
