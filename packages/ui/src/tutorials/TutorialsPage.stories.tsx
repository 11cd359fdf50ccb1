import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSppock } from '../testing/withSppock';
import { TutorialsPage } from './TutorialsPage';

const meta = {
  title: 'Tutoriais/TutorialsPage',
  component: TutorialsPage,
  decorators: [withSppock],
  parameters: { sppock: { path: '/tutoriais' } },
} satisfies Meta<typeof TutorialsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Coming soon, every planned video. */
export const AllVideos: Story = {};

/** A category without videos: 'Nenhum tutorial nesta categoria'. */
export const EmptyList: Story = { args: { tutorials: [] } };
