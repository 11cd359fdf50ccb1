import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { assessmentsHandlers } from './assessmentsHandlers';
import { RodaDaVidaPage } from './RodaDaVidaPage';

const meta = {
  title: 'Avaliações/RodaDaVidaPage',
  component: RodaDaVidaPage,
  decorators: [withSppock],
  parameters: { msw: { handlers: assessmentsHandlers() }, sppock: { path: '/assessment/rodavida' } },
} satisfies Meta<typeof RodaDaVidaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The intro with 'Ver Histórico (3)'. */
export const Intro: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Ver Histórico (3)' }),
    ).toBeVisible();
  },
};

export const FirstTime: Story = {
  parameters: { msw: { handlers: assessmentsHandlers({ history: 'empty' }) } },
};

/** After 'Começar Avaliação Agora': the sliders by area. */
export const Questions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Começar Avaliação Agora' }));
    await expect(await canvas.findByRole('button', { name: 'Concluir Avaliação' })).toBeVisible();
  },
};

/** The questions fail to load: the retry. */
export const QuestionsFailed: Story = {
  parameters: { msw: { handlers: assessmentsHandlers({ questions: 'error' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Começar Avaliação Agora' }));
    await expect(await canvas.findByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

export const History: Story = { args: { initialStep: 'history' } };
