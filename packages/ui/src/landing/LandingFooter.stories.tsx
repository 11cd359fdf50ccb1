import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LandingFooter } from './LandingFooter';

const meta = {
  title: 'Landing/LandingFooter',
  component: LandingFooter,
  args: { year: 2026 },
} satisfies Meta<typeof LandingFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The anchors, the account links and the entries that are not there yet ('Em breve'). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Preços' })).toHaveAttribute('href', '#pricing');
    await expect(canvas.getByText(/2026/)).toBeVisible();
  },
};
