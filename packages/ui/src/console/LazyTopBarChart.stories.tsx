import type { Meta, StoryObj } from '@storybook/react-vite';
import { LazyTopBarChart } from './LazyTopBarChart';

const meta = {
  title: 'Console/LazyTopBarChart',
  component: LazyTopBarChart,
  args: {
    label: 'Tokens por Modelo',
    data: [
      { name: 'gpt-4o-mini', value: 201_300 },
      { name: 'sppock-offline', value: 77_340 },
    ],
  },
  loaders: [
    async () => {
      await import('./ConsoleCharts');
      return {};
    },
  ],
} satisfies Meta<typeof LazyTopBarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
