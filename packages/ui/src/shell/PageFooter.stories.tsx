import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageFooter } from './PageFooter';

const meta = {
  title: 'Shell/PageFooter',
  component: PageFooter,
  args: { year: 2026 },
} satisfies Meta<typeof PageFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under the assessment, support and tutorials pages. */
export const Default: Story = {};

/** Only the pages that have landed are linked. */
export const OnlyPlans: Story = { args: { availableRoutes: ['/pricing'] } };
