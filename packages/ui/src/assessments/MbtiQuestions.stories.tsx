import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { MBTI_GROUPS_FIXTURE } from './fixtures';
import { MbtiQuestions } from './MbtiQuestions';

const meta = {
  title: 'Avaliações/MbtiQuestions',
  component: MbtiQuestions,
  decorators: [withSppock],
  args: { groups: MBTI_GROUPS_FIXTURE, onSubmit: fn(), onBack: fn() },
} satisfies Meta<typeof MbtiQuestions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing answered: '0/32 respondidas', 'Ver Meus Resultados' disabled. */
export const Unanswered: Story = {};
