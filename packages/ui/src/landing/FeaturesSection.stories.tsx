import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeaturesSection } from './FeaturesSection';
import { landingMessages } from './messages';

const meta = {
  title: 'Landing/FeaturesSection',
  component: FeaturesSection,
} satisfies Meta<typeof FeaturesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card per agent, then what every plan brings. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const feature of landingMessages.features) {
      await expect(canvas.getByRole('heading', { level: 3, name: feature.title })).toBeVisible();
    }
  },
};
