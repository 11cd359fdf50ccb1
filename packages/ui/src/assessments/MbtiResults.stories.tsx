import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { assessmentsHandlers } from './assessmentsHandlers';
import { MBTI_SESSIONS } from './fixtures';
import { MbtiResults } from './MbtiResults';

const meta = {
  title: 'Avaliações/MbtiResults',
  component: MbtiResults,
  decorators: [withSppock],
  args: { session: MBTI_SESSIONS[0]!, onBackToHistory: fn(), onNew: fn() },
  parameters: { msw: { handlers: assessmentsHandlers() } },
} satisfies Meta<typeof MbtiResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Completed: Story = {};
export const FromHistory: Story = { args: { fromHistory: true } };

/** The 16 types in their groups. */
export const AllTypes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ver os 16 tipos' }));
    await expect(await canvas.findByRole('heading', { name: 'Analistas (NT)' })).toBeVisible();
  },
};
