import type { Meta, StoryObj } from '@storybook/react-vite';
import { usageFixture } from './fixtures';
import { UsageMeters } from './UsageMeters';

const meta = {
  title: 'Shell/UsageMeters',
  component: UsageMeters,
  args: { usage: usageFixture() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof UsageMeters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Normal: violet tokens, green conversations. */
export const Normal: Story = {};

/** 80 % or more of the tokens (yellow); 70 % or more of the conversations (yellow). */
export const Approaching: Story = { args: { usage: usageFixture({ tokenPercent: 84, conversations: 220 }) } };

/** 100 % or more of the tokens (red, flex in use); 90 % or more of the conversations (red). */
export const LimitReached: Story = {
  args: { usage: usageFixture({ tokenPercent: 118, conversations: 300 }) },
};

/** Enterprise: unlimited, green. */
export const Unlimited: Story = {
  args: { usage: usageFixture({ plan: 'enterprise', tokenPercent: 41, conversations: 912 }) },
};

/** Nothing used yet. */
export const Empty: Story = {
  args: { usage: usageFixture({ plan: 'freemium', tokenPercent: 0, conversations: 0 }) },
};
