import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { RODA_QUESTIONS } from './fixtures';
import { RodaDaVidaQuestions } from './RodaDaVidaQuestions';

const meta = {
  title: 'Avaliações/RodaDaVidaQuestions',
  component: RodaDaVidaQuestions,
  decorators: [withSppock],
  args: { questions: RODA_QUESTIONS, onSubmit: fn(), onBack: fn() },
} satisfies Meta<typeof RodaDaVidaQuestions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Questions: Story = {};
/** 'Processando...' while the answers are sent. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Concluir Avaliação' }));
    await expect(await canvas.findByText('Processando...')).toBeInTheDocument();
  },
};
