import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSppock } from '../testing/withSppock';
import { AgentHistoryTab } from './AgentHistoryTab';
import { consoleHandlers } from './consoleHandlers';

const meta = {
  title: 'Console/AgentHistoryTab',
  component: AgentHistoryTab,
  decorators: [withSppock],
  parameters: { msw: { handlers: consoleHandlers() } },
} satisfies Meta<typeof AgentHistoryTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Completed, interrupted and running runs; a user without a name shows the e-mail. */
export const Runs: Story = {};

/** 'Nenhum histórico de uso encontrado'. */
export const Empty: Story = { parameters: { msw: { handlers: consoleHandlers({ empty: true }) } } };

/** 'Carregando histórico...'. */
export const Loading: Story = { parameters: { msw: { handlers: consoleHandlers({ state: 'loading' }) } } };

export const Failed: Story = { parameters: { msw: { handlers: consoleHandlers({ state: 'error' }) } } };
