import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withStoryForm } from './fixtureForm';
import { SubmitButton } from './SubmitButton';

const meta = {
  title: 'Forms/SubmitButton',
  component: SubmitButton,
  args: { children: 'Salvar', pendingLabel: 'Salvando...' },
  decorators: [withStoryForm({ defaultValues: {}, hang: true })],
} satisfies Meta<typeof SubmitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** While the submit runs: the spinner, the pending label, and no second submit. */
export const Submitting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    const pending = await canvas.findByRole('button', { name: 'Salvando...' });
    await expect(pending).toBeDisabled();
    await expect(pending).toHaveAttribute('aria-busy', 'true');
  },
};
