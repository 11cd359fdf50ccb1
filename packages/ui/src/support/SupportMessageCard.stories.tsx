import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LONG_MESSAGE, supportMessagesFixture } from './fixtures';
import { SupportMessageCard } from './SupportMessageCard';

const [fresh, answered, resolved] = supportMessagesFixture();

const meta = {
  title: 'Suporte/SupportMessageCard',
  component: SupportMessageCard,
  args: { message: fresh!, onOpen: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof SupportMessageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened today: yellow badge, no replies. */
export const Open: Story = {};

/** Answered by support, open for 9 days: the red badge. */
export const AnsweredOverdue: Story = { args: { message: answered! } };

/** Resolved: no days-open badge. */
export const Resolved: Story = { args: { message: resolved! } };

/** A long subject and text wrap and clamp. */
export const LongText: Story = { args: { message: LONG_MESSAGE } };
