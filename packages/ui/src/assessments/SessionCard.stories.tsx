import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { IGTA_SESSIONS, MBTI_SESSIONS, RODA_SESSIONS } from './fixtures';
import { SessionCard } from './SessionCard';

const meta = {
  title: 'Avaliações/SessionCard',
  component: SessionCard,
  decorators: [withSppock],
  args: { session: RODA_SESSIONS[0]!, onOpen: fn(), onDelete: fn() },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <SessionCard {...args} />
    </div>
  ),
} satisfies Meta<typeof SessionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RodaDaVida: Story = {};
export const Mbti: Story = { args: { session: MBTI_SESSIONS[0]! } };
export const Igta: Story = { args: { session: IGTA_SESSIONS[0]! } };
export const Incomplete: Story = { args: { session: RODA_SESSIONS[2]! } };
