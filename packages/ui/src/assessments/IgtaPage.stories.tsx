import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { assessmentsHandlers } from './assessmentsHandlers';
import { IgtaPage } from './IgtaPage';

const meta = {
  title: 'Avaliações/IgtaPage',
  component: IgtaPage,
  decorators: [withSppock],
  parameters: { msw: { handlers: assessmentsHandlers() }, sppock: { path: '/assessment/igta' } },
} satisfies Meta<typeof IgtaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The company form and 'Iniciar Diagnóstico IGTA'. */
export const Intro: Story = {};

/** The questions by dimension and stage. */
export const Questions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Iniciar Diagnóstico IGTA' }));
    await expect(await canvas.findByRole('button', { name: 'Finalizar Diagnóstico' })).toBeVisible();
  },
};

/** 'Por favor, responda pelo menos algumas questões'. */
export const NothingAnswered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Iniciar Diagnóstico IGTA' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Finalizar Diagnóstico' }));
    await expect(await canvas.findByText('Por favor, responda pelo menos algumas questões')).toBeVisible();
  },
};

/** The history with the analytics. */
export const History: Story = { args: { initialStep: 'history' } };
