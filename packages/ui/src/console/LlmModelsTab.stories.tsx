import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSppock } from '../testing/withSppock';
import { consoleHandlers } from './consoleHandlers';
import { LlmModelsTab } from './LlmModelsTab';

const meta = {
  title: 'Console/LlmModelsTab',
  component: LlmModelsTab,
  decorators: [withSppock],
  args: { month: '2026-11' },
  parameters: { msw: { handlers: consoleHandlers() } },
  loaders: [
    async () => {
      await import('./ConsoleCharts');
      return {};
    },
  ],
} satisfies Meta<typeof LlmModelsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

export const November: Story = {};

/** 'Nenhum uso de modelos LLM encontrado'. */
export const EmptyMonth: Story = { args: { month: '2027-01' } };

export const Failed: Story = { parameters: { msw: { handlers: consoleHandlers({ state: 'error' }) } } };
