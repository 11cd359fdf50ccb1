import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSppock } from '../testing/withSppock';
import { consoleHandlers } from './consoleHandlers';
import { RoutingQualityTab } from './RoutingQualityTab';

const meta = {
  title: 'Console/RoutingQualityTab',
  component: RoutingQualityTab,
  decorators: [withSppock],
  parameters: { msw: { handlers: consoleHandlers() } },
  loaders: [
    async () => {
      await import('./ConsoleCharts');
      return {};
    },
  ],
} satisfies Meta<typeof RoutingQualityTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight weeks: totals, the share kept per agent, and the figures per agent and per week. */
export const Weeks: Story = {};

/** 'Nenhum roteamento no período'. */
export const Empty: Story = { parameters: { msw: { handlers: consoleHandlers({ empty: true }) } } };

/** The call fails: the error with 'Tentar novamente'. */
export const Failed: Story = { parameters: { msw: { handlers: consoleHandlers({ state: 'error' }) } } };

/** Still loading. */
export const Loading: Story = { parameters: { msw: { handlers: consoleHandlers({ state: 'loading' }) } } };
