import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Primitivos/ProgressBar',
  component: ProgressBar,
  args: { label: 'Tokens este mês', value: 42 },
  decorators: [(Story) => <div style={{ maxWidth: 420, display: 'grid', gap: 20 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {};

/** Tokens: violet, yellow from 80 %, red from 100 % (flex allowance in use). */
export const TokenLevels: Story = {
  render: () => (
    <>
      <ProgressBar label="Tokens — normal" value={42} level="normal" />
      <ProgressBar label="Tokens — aproximando do limite" value={86} level="warning" />
      <ProgressBar label="Tokens — limite base atingido" value={112} level="danger" />
      <ProgressBar label="Tokens — Enterprise" value={35} level="unlimited" />
    </>
  ),
};

/** Conversations: green, yellow from 70 %, red from 90 %. */
export const ConversationLevels: Story = {
  render: () => (
    <>
      <ProgressBar tone="conversations" label="Conversas — normal" value={12} max={30} level="normal" />
      <ProgressBar tone="conversations" label="Conversas — atenção" value={23} max={30} level="warning" />
      <ProgressBar tone="conversations" label="Conversas — no limite" value={28} max={30} level="danger" />
    </>
  ),
};

export const Unlimited: Story = { args: { level: 'unlimited', value: 0 } };

export const Sizes: Story = {
  render: () => (
    <>
      <ProgressBar aria-label="Pequena" value={30} size="sm" showValue={false} />
      <ProgressBar aria-label="Média" value={55} size="md" showValue={false} />
      <ProgressBar aria-label="Grande" value={80} size="lg" level="warning" showValue={false} />
    </>
  ),
};
