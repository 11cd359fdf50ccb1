import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { consoleHandlers } from './consoleHandlers';
import { QueueManagerConsole } from './QueueManagerConsole';

const meta = {
  title: 'Console/QueueManagerConsole',
  component: QueueManagerConsole,
  decorators: [withSppock],
  args: { defaultMonth: '2026-11' },
  parameters: { msw: { handlers: consoleHandlers() }, sppock: { path: '/admin/queue-manager' } },
} satisfies Meta<typeof QueueManagerConsole>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Status da Fila: the queue's cards and Controle de Modelos, the offline model at its limit. */
export const QueueStatus: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Requisições ativas')).toBeVisible();
  },
};

/** The run history. */
export const History: Story = { args: { defaultTab: 'agent_history' } };

/** Uso de Tokens for November 2026. */
export const TokenUsage: Story = {
  args: { defaultTab: 'token_usage' },
  loaders: [
    async () => {
      await import('./ConsoleCharts');
      return {};
    },
  ],
};

/** Modelos LLM for November 2026. */
export const LlmModels: Story = {
  args: { defaultTab: 'llm_models' },
  loaders: [
    async () => {
      await import('./ConsoleCharts');
      return {};
    },
  ],
};

export const Pricing: Story = { args: { defaultTab: 'pricing' } };

/** A month without usage: the empty texts of the spec. */
export const EmptyMonth: Story = {
  args: { defaultTab: 'token_usage' },
  parameters: { msw: { handlers: consoleHandlers({ empty: true }) } },
};

export const Loading: Story = { parameters: { msw: { handlers: consoleHandlers({ state: 'loading' }) } } };

/** Every call fails: 'Erro ao carregar estatísticas da fila' (inline and as a toast) and the other tabs' texts. */
export const Failed: Story = { parameters: { msw: { handlers: consoleHandlers({ state: 'error' }) } } };

/** The queue answers without its figures: the toast 'Dados inválidos da API'. */
export const InvalidData: Story = {
  parameters: { msw: { handlers: consoleHandlers({ statsShape: 'invalid' }) } },
};
