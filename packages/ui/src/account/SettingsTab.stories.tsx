import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSppock } from '../testing/withSppock';
import { accountHandlers } from './accountHandlers';
import { SettingsTab } from './SettingsTab';

const meta = {
  title: 'Conta/SettingsTab',
  component: SettingsTab,
  decorators: [withSppock],
  parameters: { msw: { handlers: accountHandlers() } },
} satisfies Meta<typeof SettingsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Settings: Story = {};

export const Loading: Story = {
  parameters: { msw: { handlers: accountHandlers({ settingsState: 'loading' }) } },
};

export const Failed: Story = {
  parameters: { msw: { handlers: accountHandlers({ settingsState: 'error' }) } },
};
