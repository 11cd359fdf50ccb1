import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSppock } from '../testing/withSppock';
import { assessmentsHandlers } from './assessmentsHandlers';
import { RatingForm } from './RatingForm';

const meta = {
  title: 'Avaliações/RatingForm',
  component: RatingForm,
  decorators: [withSppock],
  args: { kind: 'rodavida', sessionId: 41 },
  parameters: { msw: { handlers: assessmentsHandlers() } },
} satisfies Meta<typeof RatingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Como foi sua experiência?' with no stars yet. */
export const Empty: Story = {};
export const Saved: Story = { args: { saved: { rating: 4, comment: 'Bem útil.' } } };
