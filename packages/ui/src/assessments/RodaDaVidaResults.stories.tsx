import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { assessmentsHandlers } from './assessmentsHandlers';
import { RODA_SESSIONS } from './fixtures';
import { RodaDaVidaResults } from './RodaDaVidaResults';

const meta = {
  title: 'Avaliações/RodaDaVidaResults',
  component: RodaDaVidaResults,
  decorators: [withSppock],
  args: { session: RODA_SESSIONS[0]!, others: RODA_SESSIONS, onBackToHistory: fn(), onNew: fn() },
  parameters: { msw: { handlers: assessmentsHandlers() } },
  // The wheel is a lazy chunk: loaded first, so the story shows it complete.
  loaders: [
    async () => {
      await import('./LifeWheelChart');
      return {};
    },
  ],
} satisfies Meta<typeof RodaDaVidaResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just completed: 'Fazer Nova Avaliação'. */
export const Completed: Story = { args: { others: [] } };

/** Opened from the history: 'Voltar ao Histórico'. */
export const FromHistory: Story = { args: { fromHistory: true } };

/** Two sessions on one wheel. */
export const Compared: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Comparar com'), String(RODA_SESSIONS[1]!.id));
    await expect(await canvas.findByRole('columnheader', { name: /^Avaliação de / })).toBeInTheDocument();
  },
};
