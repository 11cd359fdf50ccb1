import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormPhoneField } from './FormPhoneField';
import { withStoryForm } from './fixtureForm';
import { formsMessages } from './messages';
import { brazilianPhone, checks } from './rules';

const meta = {
  title: 'Forms/FormPhoneField',
  component: FormPhoneField,
  args: {
    name: 'phone',
    label: 'Celular',
    placeholder: '(11) 91234-5678',
    rules: { validate: checks(brazilianPhone(formsMessages)) },
  },
  decorators: [withStoryForm({ defaultValues: { phone: '' } })],
} satisfies Meta<typeof FormPhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Typed as a person writes it: the mask is kept, nothing is refused. */
export const TypedWithMask: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Celular' });
    await userEvent.type(input, '(11) 98765-4321');
    await expect(input).toHaveValue('(11) 98765-4321');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(canvas.queryByText(formsMessages.phoneInvalid)).toBeNull();
  },
};

/** Too few digits: the one phone rule of every form. */
export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Celular' }), '1198765');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(await canvas.findByText(formsMessages.phoneInvalid)).toBeVisible();
  },
};
