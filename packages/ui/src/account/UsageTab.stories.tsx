import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { usageFixture } from '../shell/fixtures';
import { withSppock } from '../testing/withSppock';
import { accountHandlers } from './accountHandlers';
import { UsageSummary, UsageTab } from './UsageTab';

const meta = {
  title: 'Conta/UsageTab',
  component: UsageTab,
  decorators: [withSppock],
  parameters: { msw: { handlers: accountHandlers() } },
} satisfies Meta<typeof UsageTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The current cycle and the 12-month chart. The chart is a lazy chunk: loaded before rendering,
 * so the story (and its axe check) always shows the tab complete, never the chart's spinner.
 */
export const Normal: Story = {
  loaders: [
    async () => {
      await import('./UsageHistoryChart');
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Ver tabela' })).toBeVisible();
  },
};

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
