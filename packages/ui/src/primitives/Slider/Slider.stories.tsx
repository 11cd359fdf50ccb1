import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Slider } from './Slider';

const meta = {
  title: 'Primitivos/Slider',
  component: Slider,
  args: { onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The life wheel's 0–10 scale. */
export const ZeroToTen: Story = {
  args: {
    label: 'Saúde e disposição',
    min: 0,
    max: 10,
    defaultValue: 6,
    getValueText: (value) => `${value} de 10`,
  },
  play: async ({ canvasElement, args }) => {
    const dot = canvasElement.querySelector('[data-value="9"]') as HTMLElement;
    await userEvent.pointer({ keys: '[MouseLeft]', target: dot });
    await expect(within(canvasElement).getByRole('slider')).toHaveValue('9');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(9);
  },
};

/** A 1–5 agreement scale. */
export const OneToFive: Story = {
  args: { label: 'Tenho clareza sobre meus objetivos', min: 1, max: 5, defaultValue: 3 },
};

export const Disabled: Story = {
  args: { label: 'Finanças', min: 0, max: 10, defaultValue: 4, disabled: true },
};
