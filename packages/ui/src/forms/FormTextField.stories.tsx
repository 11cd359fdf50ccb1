import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormTextField } from './FormTextField';
import { withStoryForm } from './fixtureForm';
import { formsMessages } from './messages';
import { checks, emailAddress } from './rules';

const meta = {
  title: 'Forms/FormTextField',
  component: FormTextField,
  args: {
    name: 'email',
    label: 'E-mail',
    type: 'email',
    required: true,
    rules: { validate: checks(emailAddress(formsMessages)) },
  },
  decorators: [withStoryForm({ defaultValues: { email: '' } })],
} satisfies Meta<typeof FormTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Sent empty: the check's message under the field, and the focus on it. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(await canvas.findByText('Informe seu e-mail.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
  },
};

/** The error clears as soon as the person edits the field. */
export const ClearsWhenEdited: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'mariana');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(await canvas.findByText('Informe um e-mail válido.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), '@padaria.com.br');
    await expect(canvas.queryByText('Informe um e-mail válido.')).toBeNull();
  },
};
