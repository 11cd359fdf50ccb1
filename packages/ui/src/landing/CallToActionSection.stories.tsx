import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CallToActionSection } from './CallToActionSection';
import { landingMessages } from './messages';

const meta = {
  title: 'Landing/CallToActionSection',
  component: CallToActionSection,
} satisfies Meta<typeof CallToActionSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sign up or sign in, on the accent band (its own white focus ring). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: landingMessages.ctaPrimary })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.getByRole('link', { name: landingMessages.ctaSecondary })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};
