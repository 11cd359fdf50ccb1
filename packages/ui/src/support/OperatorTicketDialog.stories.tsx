import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { supportMessagesFixture } from './fixtures';
import { OperatorTicketDialog } from './OperatorTicketDialog';
import { operatorHandlers } from './supportHandlers';

const [, answered] = supportMessagesFixture();

const meta = {
  title: 'Suporte/OperatorTicketDialog',
  component: OperatorTicketDialog,
  decorators: [withSppock],
  args: {
    message: {
      ...answered!,
      category: { ...answered!.category, color: '#10B981' },
      user_email: 'rafael.albuquerque@exemplo.com.br',
      package_type: 'professional',
      priority_support: true,
      assigned_to: { id: 1, first_name: 'Juliana', last_name: 'Ribeiro', email: 'juliana@sppock.com.br' },
    },
    onClose: fn(),
  },
  parameters: { msw: { handlers: operatorHandlers() } },
} satisfies Meta<typeof OperatorTicketDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Pro customer's ticket assigned to Juliana. */
export const Assigned: Story = {};
