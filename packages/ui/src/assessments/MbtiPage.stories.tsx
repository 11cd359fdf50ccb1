import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { assessmentsHandlers } from './assessmentsHandlers';
import { FREE_CATALOGUE } from './fixtures';
import { MbtiPage } from './MbtiPage';

const meta = {
  title: 'Avaliações/MbtiPage',
  component: MbtiPage,
  decorators: [withSppock],
  parameters: { msw: { handlers: assessmentsHandlers() }, sppock: { path: '/assessment/mbti' } },
} satisfies Meta<typeof MbtiPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Intro: Story = {};

/** A Free user: the plans that include MBTI instead of the start. */
export const Locked: Story = {
  parameters: { msw: { handlers: assessmentsHandlers({ catalogue: FREE_CATALOGUE }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Ver planos' })).toBeVisible();
  },
};

/** The 32 questions with the counter. */
export const Questions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Começar Teste' }));
    await expect(await canvas.findByRole('button', { name: 'Ver Meus Resultados' })).toBeDisabled();
  },
};

export const History: Story = { args: { initialStep: 'history' } };
