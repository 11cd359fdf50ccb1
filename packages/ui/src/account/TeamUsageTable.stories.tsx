import type { Schema } from '@sppock/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TeamUsageTable } from './TeamUsageTable';

const usage: Schema<'TeamUsage'> = {
  success: true,
  cycle_start: '2026-03-02T10:00:00Z',
  cycle_end: '2026-04-01T10:00:00Z',
  members: [
    {
      id: 1,
      name: 'Mariana Costa',
      email: 'mariana.costa@padariaboavista.com.br',
      role: 'owner',
      tokens: 180_000,
      cost_brl: 1.35,
      conversations: 14,
    },
    {
      id: 100,
      name: 'Paulo Souza',
      email: 'paulo@padariaboavista.com.br',
      role: 'member',
      tokens: 140_000,
      cost_brl: 1.05,
      conversations: 11,
    },
  ],
  totals: { tokens: 320_000, cost_brl: 2.4, conversations: 25 },
};

const meta = {
  title: 'Conta/TeamUsageTable',
  component: TeamUsageTable,
  args: { usage },
} satisfies Meta<typeof TeamUsageTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each person's tokens, cost in R$ and conversations in the cycle, and the team's total. */
export const TwoPeople: Story = {
  play: async ({ canvasElement }) => {
    const total = within(canvasElement).getByRole('rowheader', { name: 'Total da equipe' }).closest('tr');
    await expect(total).toHaveTextContent('320.000');
  },
};

/** A new team: everyone at zero. */
export const NothingYet: Story = {
  args: {
    usage: {
      ...usage,
      members: usage.members.map((row) => ({ ...row, tokens: 0, cost_brl: 0, conversations: 0 })),
      totals: { tokens: 0, cost_brl: 0, conversations: 0 },
    },
  },
};
