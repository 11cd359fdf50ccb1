import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { IGTA_QUESTIONS } from './fixtures';
import { IgtaQuestions } from './IgtaQuestions';

const meta = {
  title: 'Avaliações/IgtaQuestions',
  component: IgtaQuestions,
  decorators: [withSppock],
  args: { questions: IGTA_QUESTIONS, onSubmit: fn(), onBack: fn() },
} satisfies Meta<typeof IgtaQuestions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Questions: Story = {};
