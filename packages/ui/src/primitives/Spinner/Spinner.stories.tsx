import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner';

const meta = {
  title: 'Primitivos/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </div>
  ),
};

export const PageLoading: Story = {
  args: { size: 'lg', label: 'Carregando histórico...' },
  decorators: [
    (Story) => <div style={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>{Story()}</div>,
  ],
};
