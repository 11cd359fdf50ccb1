import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { AssessmentCard } from './AssessmentCard';
import { CATALOGUE, FREE_CATALOGUE } from './fixtures';

const meta = {
  title: 'Avaliações/AssessmentCard',
  component: AssessmentCard,
  decorators: [withSppock],
  args: { assessment: CATALOGUE[0]!, onOpen: fn() },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <AssessmentCard {...args} />
    </div>
  ),
} satisfies Meta<typeof AssessmentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};
export const New: Story = { args: { assessment: CATALOGUE[1]! } };
/** The plan does not include it: the lock and 'Pro' / 'Enterprise'. */
export const Locked: Story = { args: { assessment: FREE_CATALOGUE[1]! } };
export const ComingSoon: Story = { args: { assessment: CATALOGUE[3]! } };
export const Development: Story = { args: { assessment: CATALOGUE[4]! } };
export const Maintenance: Story = { args: { assessment: CATALOGUE[5]! } };
