import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueueStatusCards } from './QueueStatusCards';

const stats = {
  active_requests: 7,
  avg_response_time: 3.8412,
  error_rate: 0.01234,
  system_health: 'healthy' as const,
  queued_jobs: 2,
  completed_last_hour: 412,
  failed_last_hour: 5,
  workers: 1,
};

const meta = {
  title: 'Console/QueueStatusCards',
  component: QueueStatusCards,
  args: { stats },
} satisfies Meta<typeof QueueStatusCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Healthy: Story = {};
export const Warning: Story = { args: { stats: { ...stats, system_health: 'warning', error_rate: 0.07 } } };
export const Critical: Story = { args: { stats: { ...stats, system_health: 'critical', error_rate: 0.31 } } };
/** No work in the window yet: grey 'Desconhecido'. */
export const Unknown: Story = {
  args: {
    stats: { ...stats, system_health: 'unknown', active_requests: 0, avg_response_time: 0, error_rate: 0 },
  },
};
