import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormError } from './FormError';
import { withStoryForm } from './fixtureForm';

const meta = {
  title: 'Forms/FormError',
  component: FormError,
} satisfies Meta<typeof FormError>;

export default meta;
type Story = StoryObj<typeof meta>;

// Each story brings its own form: decorators of the story and of the file would nest two forms.
const refusedForm = withStoryForm({
  defaultValues: {},
  refuse: { message: 'Muitas tentativas de cadastro. Aguarde alguns minutos e tente novamente.' },
});

/** Nothing before a submit. */
export const None: Story = { decorators: [refusedForm] };

/** The server's message about the whole form, announced at once. */
export const Refused: Story = {
  decorators: [refusedForm],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Muitas tentativas de cadastro/);
  },
};

/** With something to do about it, chosen by the refusal's kind. */
export const WithAction: Story = {
  decorators: [
    withStoryForm({
      defaultValues: {},
      refuse: { message: 'Token inválido ou expirado.', kind: 'link-invalid' },
    }),
  ],
  args: {
    renderAction: (kind) =>
      kind === 'link-invalid' ? <a href="/forgot-password">Solicitar novo link</a> : null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(await canvas.findByRole('link', { name: 'Solicitar novo link' })).toBeVisible();
  },
};
