import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { ScheduleCard } from './ScheduleCard';
import { PAUSED_BY_PLAN, SCHEDULES, schedulesHandlers } from './schedulesHandlers';

const meta = {
  title: 'Account/ScheduleCard',
  component: ScheduleCard,
  decorators: [withSppock, (Story) => <ul style={{ listStyle: 'none', padding: 0 }}>{Story()}</ul>],
  args: { schedule: SCHEDULES[0] as NonNullable<(typeof SCHEDULES)[0]>, onEdit: fn() },
  parameters: { msw: { handlers: schedulesHandlers() } },
} satisfies Meta<typeof ScheduleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active: next run, last run and its conversation. */
export const Active: Story = {};

/** Paused by the Sppock when the plan ran out. */
export const PausedByPlan: Story = { args: { schedule: PAUSED_BY_PLAN } };

/** A run in progress: 'Executar agora' waits for it. */
export const Running: Story = {
  args: {
    schedule: {
      ...(SCHEDULES[0] as NonNullable<(typeof SCHEDULES)[0]>),
      last_run: {
        id: 77,
        status: 'running',
        trigger: 'manual',
        due_at: '2026-11-26T15:00:00Z',
        started_at: '2026-11-26T15:00:00Z',
        finished_at: null,
        session_id: null,
        agent: null,
        error: null,
      },
    },
  },
};
