import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { AssessmentListPage } from './AssessmentListPage';
import { assessmentsHandlers } from './assessmentsHandlers';
import { FREE_CATALOGUE } from './fixtures';

const meta = {
  title: 'Avaliações/AssessmentListPage',
  component: AssessmentListPage,
  decorators: [withSppock],
  parameters: { msw: { handlers: assessmentsHandlers() }, sppock: { path: '/assessment' } },
} satisfies Meta<typeof AssessmentListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Pro user: the three live tests open; the others show their status. */
export const Professional: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Roda da Vida' })).toBeVisible();
    await expect(canvas.getByText('Novo Teste')).toBeVisible();
  },
};

/** A Free user: MBTI and IGTA carry the lock and their plans. */
export const FreePlan: Story = {
  parameters: { msw: { handlers: assessmentsHandlers({ catalogue: FREE_CATALOGUE }) } },
};

/** 'Nenhum teste encontrado nesta categoria'. */
export const EmptyCategory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cognição' }));
    await expect(await canvas.findByText('Nenhum teste encontrado nesta categoria')).toBeVisible();
  },
};

export const Loading: Story = { parameters: { msw: { handlers: assessmentsHandlers({ list: 'loading' }) } } };

/** 'Falha ao carregar assessments. Tente novamente mais tarde.' with 'Tentar novamente'. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: assessmentsHandlers({ list: 'error' }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Falha ao carregar assessments. Tente novamente mais tarde.'),
    ).toBeVisible();
  },
};
