import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RetentionCard } from './RetentionCard';

const meta = {
  title: 'Conta/RetentionCard',
  component: RetentionCard,
  args: { value: null, onValueChange: fn() },
} satisfies Meta<typeof RetentionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Never: Story = {};
export const After180Days: Story = { args: { value: 180 } };
export const Saving: Story = { args: { value: 30, pending: true } };
