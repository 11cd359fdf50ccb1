import type { Meta, StoryObj } from '@storybook/react-vite';
import { PLANS } from '../shell/fixtures';
import { PlanComparisonTable } from './PlanComparisonTable';

const meta = {
  title: 'Planos/PlanComparisonTable',
  component: PlanComparisonTable,
  args: { plans: PLANS },
  decorators: [(Story) => <div style={{ maxWidth: 880 }}>{Story()}</div>],
} satisfies Meta<typeof PlanComparisonTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreePlans: Story = {};

/** The user's plan highlighted. */
export const CurrentProfessional: Story = { args: { current: 'professional' } };

export const Empty: Story = { args: { plans: [] } };
