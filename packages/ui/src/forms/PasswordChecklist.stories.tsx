import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordChecklist } from './PasswordChecklist';

const meta = {
  title: 'Forms/PasswordChecklist',
  component: PasswordChecklist,
  args: { password: '' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Partial: Story = { args: { password: 'padaria' } };

export const AllMet: Story = { args: { password: 'Pao&Cafe2026' } };
