import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { AssessmentHistory } from './AssessmentHistory';
import { assessmentsHandlers } from './assessmentsHandlers';

const meta = {
  title: 'Avaliações/AssessmentHistory',
  component: AssessmentHistory,
  decorators: [withSppock],
  args: { kind: 'rodavida', name: 'Roda da Vida', onOpen: fn(), onBack: fn() },
  parameters: { msw: { handlers: assessmentsHandlers() } },
} satisfies Meta<typeof AssessmentHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sessions: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('3 avaliações')).toBeVisible();
  },
};

export const Empty: Story = { parameters: { msw: { handlers: assessmentsHandlers({ history: 'empty' }) } } };

/** 'Carregando assessments...'. */
export const Loading: Story = {
  parameters: { msw: { handlers: assessmentsHandlers({ history: 'loading' }) } },
};

/** The error with 'Tentar novamente'. */
export const Failed: Story = { parameters: { msw: { handlers: assessmentsHandlers({ history: 'error' }) } } };

/** 'Tem certeza que deseja deletar esta avaliação?'. */
export const ConfirmDelete: Story = {
  play: async ({ canvasElement }) => {
    const buttons = await within(canvasElement).findAllByRole('button', { name: /^Excluir / });
    await userEvent.click(buttons[0]!);
    await expect(await within(document.body).findByRole('alertdialog')).toBeInTheDocument();
  },
};
