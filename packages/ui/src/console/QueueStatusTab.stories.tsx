import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSppock } from '../testing/withSppock';
import { consoleHandlers } from './consoleHandlers';
import { QueueStatusTab } from './QueueStatusTab';

const meta = {
  title: 'Console/QueueStatusTab',
  component: QueueStatusTab,
  decorators: [withSppock],
  parameters: { msw: { handlers: consoleHandlers() } },
} satisfies Meta<typeof QueueStatusTab>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Healthy: Story = {};

/** A quarter of the work failing: critical, in red. */
export const Critical: Story = { parameters: { msw: { handlers: consoleHandlers({ health: 'critical' }) } } };

export const Failed: Story = { parameters: { msw: { handlers: consoleHandlers({ state: 'error' }) } } };
