import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { SchedulesTab } from './SchedulesTab';
import { PAUSED_BY_PLAN, SCHEDULES, SCHEDULES_NOW, schedulesHandlers } from './schedulesHandlers';

const meta = {
  title: 'Account/SchedulesTab',
  component: SchedulesTab,
  decorators: [withSppock],
  args: { now: SCHEDULES_NOW },
  parameters: { msw: { handlers: schedulesHandlers() } },
} satisfies Meta<typeof SchedulesTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One weekly schedule, its next Monday and its last run with the conversation it opened. */
export const WithSchedule: Story = {};

/** None yet: the form and the plan's limit. */
export const Empty: Story = {
  parameters: { msw: { handlers: schedulesHandlers({ schedules: [], limit: 1 }) } },
};

export const Loading: Story = {
  parameters: { msw: { handlers: schedulesHandlers({ list: 'loading' }) } },
};

export const LoadFails: Story = {
  parameters: { msw: { handlers: schedulesHandlers({ list: 'error' }) } },
};

/** Paused by the Sppock when the plan's tokens ran out, saying why. */
export const PausedByPlan: Story = {
  parameters: { msw: { handlers: schedulesHandlers({ schedules: [...SCHEDULES, PAUSED_BY_PLAN] }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Pausado pelo Sppock:/)).toBeVisible();
  },
};

/** The plan's one schedule already taken: creating another is refused, naming the plan. */
export const LimitReached: Story = {
  parameters: { msw: { handlers: schedulesHandlers({ limit: 1 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Nome/ }), 'Outro resumo');
    await userEvent.type(canvas.getByRole('textbox', { name: /Pedido/ }), 'Mais um resumo');
    await userEvent.click(canvas.getByRole('button', { name: 'Agendar' }));
    await expect(await canvas.findByText(/O plano Pro permite 1 agendamento\./)).toBeVisible();
  },
};
