import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StarRating } from './StarRating';

const meta = {
  title: 'Primitivos/StarRating',
  component: StarRating,
  args: { label: 'Avalie esta resposta', onValueChange: fn() },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByText('4 estrelas'));
    await expect(args.onValueChange).toHaveBeenCalledWith(4);
  },
};

export const Rated: Story = { args: { defaultValue: 4 } };

export const ReadOnly: Story = { args: { readOnly: true, value: 3 } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 2 } };
