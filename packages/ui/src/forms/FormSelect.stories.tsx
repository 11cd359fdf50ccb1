import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormSelect } from './FormSelect';
import { withStoryForm } from './fixtureForm';
import { checks, required } from './rules';

const meta = {
  title: 'Forms/FormSelect',
  component: FormSelect,
  args: {
    name: 'responder',
    label: 'Quem responde',
    placeholder: 'Escolha',
    options: [
      { value: 'faq_chatbot', label: 'Chatbot de dúvidas' },
      { value: 'commander', label: 'Sppock Commander' },
    ],
    rules: { validate: checks(required('Escolha quem responde.')) },
  },
  decorators: [withStoryForm({ defaultValues: { responder: '' } })],
} satisfies Meta<typeof FormSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Sent without a choice: the check's message under the field. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(await canvas.findByText('Escolha quem responde.')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Quem responde' }), 'commander');
    await expect(canvas.queryByText('Escolha quem responde.')).toBeNull();
  },
};
