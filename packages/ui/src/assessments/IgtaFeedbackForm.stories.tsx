import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSppock } from '../testing/withSppock';
import { assessmentsHandlers } from './assessmentsHandlers';
import { IgtaFeedbackForm } from './IgtaFeedbackForm';

const meta = {
  title: 'Avaliações/IgtaFeedbackForm',
  component: IgtaFeedbackForm,
  decorators: [withSppock],
  args: { sessionId: 327 },
  parameters: { msw: { handlers: assessmentsHandlers() } },
} satisfies Meta<typeof IgtaFeedbackForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Saved: Story = { args: { saved: { rating: null, comment: 'O plano de 90 dias ficou claro.' } } };
