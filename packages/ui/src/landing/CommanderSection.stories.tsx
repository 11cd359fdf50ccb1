import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CommanderSection } from './CommanderSection';

const meta = {
  title: 'Landing/CommanderSection',
  component: CommanderSection,
} satisfies Meta<typeof CommanderSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three benefits, 'Experimente o Commander' and the routing diagram. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Experimente o Commander' })).toHaveAttribute(
      'href',
      '/register',
    );
  },
};
