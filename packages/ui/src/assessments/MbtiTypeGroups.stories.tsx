import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSppock } from '../testing/withSppock';
import { MbtiTypeGroups } from './MbtiTypeGroups';

const meta = {
  title: 'Avaliações/MbtiTypeGroups',
  component: MbtiTypeGroups,
  decorators: [withSppock],
} satisfies Meta<typeof MbtiTypeGroups>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Groups: Story = {};
export const WithCurrentType: Story = { args: { current: 'ENFP' } };
