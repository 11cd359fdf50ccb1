import type { Meta, StoryObj } from '@storybook/react-vite';
import { usageFixture } from '../shell/fixtures';
import { withSppock } from '../testing/withSppock';
import { accountHandlers } from './fixtures';
import { UsageSummary, UsageTab } from './UsageTab';

const meta = {
  title: 'Conta/UsageTab',
  component: UsageTab,
  decorators: [withSppock],
  parameters: { msw: { handlers: accountHandlers() } },
} satisfies Meta<typeof UsageTab>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {};

export const Loading: Story = {
  parameters: { msw: { handlers: accountHandlers({ usageState: 'loading', historyState: 'loading' }) } },
};

export const Failed: Story = {
  parameters: { msw: { handlers: accountHandlers({ usageState: 'error', historyState: 'error' }) } },
};

/** The summary alone: 88 %, approaching the limit (yellow). */
export const SummaryApproaching: Story = {
  render: () => <UsageSummary usage={usageFixture({ tokenPercent: 88, conversations: 240 })} />,
};

/** The summary alone: 120 %, base limit reached with the flex allowance in use (red). */
export const SummaryFlexInUse: Story = {
  render: () => <UsageSummary usage={usageFixture({ tokenPercent: 120, conversations: 295 })} />,
};

/** The summary alone: enterprise, unlimited (green). */
export const SummaryUnlimited: Story = {
  render: () => (
    <UsageSummary usage={usageFixture({ plan: 'enterprise', tokenPercent: 35, conversations: 512 })} />
  ),
};
