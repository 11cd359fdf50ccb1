import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormTextarea } from './FormTextarea';
import { withStoryForm } from './fixtureForm';
import { checks, minLength } from './rules';

const meta = {
  title: 'Forms/FormTextarea',
  component: FormTextarea,
  args: {
    name: 'message',
    label: 'Mensagem',
    minHeight: 72,
    rules: { validate: checks(minLength(10, 'O conteúdo deve ter pelo menos 10 caracteres')) },
  },
  decorators: [withStoryForm({ defaultValues: { message: '' } })],
} satisfies Meta<typeof FormTextarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mensagem' }), 'Olá');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(await canvas.findByText('O conteúdo deve ter pelo menos 10 caracteres')).toBeVisible();
  },
};
