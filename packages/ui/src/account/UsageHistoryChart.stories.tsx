import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HISTORY } from '../shell/fixtures';
import { UsageHistoryChart } from './UsageHistoryChart';

const meta = {
  title: 'Conta/UsageHistoryChart',
  component: UsageHistoryChart,
  args: { history: HISTORY },
  decorators: [(Story) => <div style={{ maxWidth: 880 }}>{Story()}</div>],
} satisfies Meta<typeof UsageHistoryChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve months; the busy ones (above 100000 tokens) drawn ÷ 100, as the spec says. */
export const TwelveMonths: Story = {};

/** No month above 100000: every bar is the real figure. */
export const SmallAccount: Story = {
  args: {
    history: HISTORY.map((month) => ({ ...month, tokens_consumed: Math.min(month.tokens_consumed, 95_000) })),
  },
};

/** The table with the real figures. */
export const WithTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ver tabela' }));
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};
