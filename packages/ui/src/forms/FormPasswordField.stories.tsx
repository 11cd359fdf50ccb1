import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormPasswordField } from './FormPasswordField';
import { withStoryForm } from './fixtureForm';
import { checks, required } from './rules';

const meta = {
  title: 'Forms/FormPasswordField',
  component: FormPasswordField,
  args: {
    name: 'password',
    label: 'Senha',
    required: true,
    autoComplete: 'new-password',
    rules: { validate: checks(required('Informe sua senha.')) },
  },
} satisfies Meta<typeof FormPasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

// Each story brings its own form: decorators of the story and of the file would nest two forms.
const emptyForm = withStoryForm({ defaultValues: { password: '' } });

export const Empty: Story = { decorators: [emptyForm] };

export const Required: Story = {
  decorators: [emptyForm],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(await canvas.findByText('Informe sua senha.')).toBeVisible();
  },
};

/** The server refused the password: its message shows under the field. */
export const RefusedByServer: Story = {
  decorators: [
    withStoryForm({
      defaultValues: { password: 'senha1234' },
      refuse: {
        fields: {
          password: 'Esta senha é comum ou fácil de adivinhar. Prefira uma frase com várias palavras.',
        },
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(await canvas.findByText(/Esta senha é comum/)).toBeVisible();
  },
};
