import type { Meta, StoryObj } from '@storybook/react-vite';
import { SppockLogo } from './SppockLogo';

const meta = {
  title: 'Primitivos/SppockLogo',
  component: SppockLogo,
  args: { size: 32 },
} satisfies Meta<typeof SppockLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Large: Story = { args: { size: 56 } };

/** The mark alone (a collapsed sidebar, a favicon-sized spot). */
export const MarkOnly: Story = { args: { wordmark: false } };
