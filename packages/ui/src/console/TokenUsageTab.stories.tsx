import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSppock } from '../testing/withSppock';
import { consoleHandlers } from './consoleHandlers';
import { TokenUsageTab } from './TokenUsageTab';

const meta = {
  title: 'Console/TokenUsageTab',
  component: TokenUsageTab,
  decorators: [withSppock],
  args: { month: '2026-11' },
  parameters: { msw: { handlers: consoleHandlers() } },
  loaders: [
    async () => {
      await import('./ConsoleCharts');
      return {};
    },
  ],
} satisfies Meta<typeof TokenUsageTab>;

export default meta;
type Story = StoryObj<typeof meta>;

export const November: Story = {};

/** 'Nenhum uso de tokens encontrado'. */
export const EmptyMonth: Story = { args: { month: '2025-07' } };

export const Failed: Story = { parameters: { msw: { handlers: consoleHandlers({ state: 'error' }) } } };
