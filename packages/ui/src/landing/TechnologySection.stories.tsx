import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { landingMessages } from './messages';
import { TechnologySection } from './TechnologySection';

const meta = {
  title: 'Landing/TechnologySection',
  component: TechnologySection,
} satisfies Meta<typeof TechnologySection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three pillars and the figures under them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const stat of landingMessages.technologyStats) {
      await expect(canvas.getByText(stat.label)).toBeVisible();
    }
  },
};
