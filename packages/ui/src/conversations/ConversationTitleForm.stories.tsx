import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { accountHandlers } from '../account/accountHandlers';
import { conversationsFixture } from '../shell/fixtures';
import { withSppock } from '../testing/withSppock';
import { ConversationTitleForm } from './ConversationTitleForm';

const [conversation] = conversationsFixture(1);

const meta = {
  title: 'Conversas/ConversationTitleForm',
  component: ConversationTitleForm,
  decorators: [withSppock],
  args: { sessionId: conversation!.session_id, title: conversation!.title, onDone: fn() },
  parameters: { msw: { handlers: accountHandlers() } },
} satisfies Meta<typeof ConversationTitleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title in place, ready to edit (Enter saves, Escape cancels). */
export const Editing: Story = {};

/** A long title, at the 120-character limit. */
export const LongTitle: Story = { args: { title: 'Páscoa '.repeat(17).trim() } };
