import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContextMeter } from './ContextMeter';

const meta = {
  title: 'Chat/ContextMeter',
  component: ContextMeter,
  args: { tokens: 3214, window: 128_000 },
} satisfies Meta<typeof ContextMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A short conversation on gpt-4o-mini. */
export const Short: Story = {};
/** A long one near the window's end: the bar warns. */
export const NearlyFull: Story = { args: { tokens: 121_500 } };
/** The offline model: no window to measure against, said plainly. */
export const UnknownWindow: Story = { args: { tokens: 1480, window: null } };
