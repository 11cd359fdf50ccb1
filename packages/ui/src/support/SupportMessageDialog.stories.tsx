import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { SupportMessageDialog } from './SupportMessageDialog';
import { supportHandlers } from './supportHandlers';

const meta = {
  title: 'Suporte/SupportMessageDialog',
  component: SupportMessageDialog,
  decorators: [withSppock],
  args: { messageId: 1042, onClose: fn() },
  parameters: { msw: { handlers: supportHandlers() } },
} satisfies Meta<typeof SupportMessageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Answered by 'Suporte', 'Em Andamento', open for 9 days (red). */
export const Answered: Story = {};

/** Just sent: 'Aberto', no replies. */
export const Open: Story = { args: { messageId: 1057 } };

/** Resolved: no reply box. */
export const Archived: Story = { args: { messageId: 1031 } };

/** A reply fails: the box keeps the text and shows the error. */
export const ReplyFails: Story = {
  parameters: { msw: { handlers: supportHandlers({ respond: 'error' }) } },
};
