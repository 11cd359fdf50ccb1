import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormCheckbox } from './FormCheckbox';
import { withStoryForm } from './fixtureForm';
import { checks, required } from './rules';

const meta = {
  title: 'Forms/FormCheckbox',
  component: FormCheckbox,
  args: {
    name: 'terms_accepted',
    label: 'Li e aceito os Termos de Uso e a Política de Privacidade',
    rules: { validate: checks(required('É preciso aceitar os termos de uso.')) },
  },
  decorators: [withStoryForm({ defaultValues: { terms_accepted: false } })],
} satisfies Meta<typeof FormCheckbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};

/** Sent unchecked: the message under the box, linked to it, and the focus on it. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    const box = canvas.getByRole('checkbox');
    await expect(await canvas.findByText('É preciso aceitar os termos de uso.')).toBeVisible();
    await expect(box).toHaveAccessibleDescription('É preciso aceitar os termos de uso.');
    await expect(box).toHaveFocus();
  },
};
