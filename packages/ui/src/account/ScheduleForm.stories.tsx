import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { ScheduleForm } from './ScheduleForm';
import { SCHEDULES, SCHEDULES_NOW } from './schedulesHandlers';

const meta = {
  title: 'Account/ScheduleForm',
  component: ScheduleForm,
  decorators: [withSppock],
  args: { now: SCHEDULES_NOW, onSubmit: fn(async () => undefined), onCancel: fn() },
} satisfies Meta<typeof ScheduleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new schedule: weekly on Monday at 08:00, the next run previewed. */
export const New: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Próxima execução: segunda, 30/11 às 08:00'),
    ).toBeVisible();
  },
};

/** Editing a schedule: its fields, and Cancelar. */
export const Editing: Story = { args: { schedule: SCHEDULES[0] } };

/** A cron that runs more than once an hour is explained at once in the preview. */
export const CronTooOften: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Frequência' }), 'cron');
    await userEvent.type(canvas.getByRole('textbox', { name: /Expressão cron/ }), '*/5 * * * *');
    await expect(
      await canvas.findByText(
        'Na expressão cron, o minuto precisa ser um número só: no máximo uma execução por hora.',
      ),
    ).toBeVisible();
  },
};
