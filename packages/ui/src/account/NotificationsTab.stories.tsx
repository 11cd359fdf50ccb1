import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSppock } from '../testing/withSppock';
import { accountHandlers } from './accountHandlers';
import { NotificationsTab } from './NotificationsTab';

const meta = {
  title: 'Conta/NotificationsTab',
  component: NotificationsTab,
  decorators: [withSppock],
  parameters: { msw: { handlers: accountHandlers() } },
} satisfies Meta<typeof NotificationsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Preferences: Story = {};

export const Loading: Story = {
  parameters: { msw: { handlers: accountHandlers({ preferencesState: 'loading' }) } },
};

export const Failed: Story = {
  parameters: { msw: { handlers: accountHandlers({ preferencesState: 'error' }) } },
};

/** Saving fails: the switch goes back. */
export const SaveFails: Story = {
  parameters: { msw: { handlers: accountHandlers({ saveState: 'error' }) } },
};
