import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { SupportNotificationsPanel } from './SupportNotificationsPanel';
import { supportHandlers } from './supportHandlers';

const meta = {
  title: 'Suporte/SupportNotificationsPanel',
  component: SupportNotificationsPanel,
  decorators: [
    withSppock,
    (Story) => <div style={{ minHeight: 360, display: 'flex', justifyContent: 'flex-end' }}>{Story()}</div>,
  ],
  args: { onOpenMessage: fn() },
  parameters: { msw: { handlers: supportHandlers() } },
} satisfies Meta<typeof SupportNotificationsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One unread notification: the badge reads 1. */
export const Unread: Story = {};

/** Nothing yet. */
export const Empty: Story = { parameters: { msw: { handlers: supportHandlers({ notifications: [] }) } } };
