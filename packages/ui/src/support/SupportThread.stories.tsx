import type { Meta, StoryObj } from '@storybook/react-vite';
import { supportMessagesFixture } from './fixtures';
import { SupportThread } from './SupportThread';

const [fresh, answered, resolved] = supportMessagesFixture();

const meta = {
  title: 'Suporte/SupportThread',
  component: SupportThread,
  args: { message: answered! },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof SupportThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's text, then the support's answer as 'Suporte'. */
export const Answered: Story = {};

/** Only the original message. */
export const NoReplies: Story = { args: { message: fresh! } };

/** Back and forth, as the operator reads it (the customer's name, the operator's first name). */
export const OperatorView: Story = { args: { message: resolved!, viewer: 'operator' } };
