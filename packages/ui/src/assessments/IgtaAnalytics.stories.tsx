import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSppock } from '../testing/withSppock';
import { assessmentsHandlers } from './assessmentsHandlers';
import { IgtaAnalytics } from './IgtaAnalytics';

const meta = {
  title: 'Avaliações/IgtaAnalytics',
  component: IgtaAnalytics,
  decorators: [withSppock],
  parameters: { msw: { handlers: assessmentsHandlers() } },
} satisfies Meta<typeof IgtaAnalytics>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {};
export const Failed: Story = { parameters: { msw: { handlers: assessmentsHandlers({ history: 'error' }) } } };
