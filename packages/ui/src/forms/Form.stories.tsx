import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Form } from './Form';
import { FormError } from './FormError';
import { FormPhoneField } from './FormPhoneField';
import { FormTextField } from './FormTextField';
import { pair } from './formLayout.css';
import { formsMessages } from './messages';
import { brazilianPhone, checks, emailAddress, required } from './rules';
import { SubmitButton } from './SubmitButton';
import { showServerErrors } from './serverErrors';
import { useSppockForm } from './useSppockForm';

interface ContactValues {
  name: string;
  email: string;
  phone: string;
}

/** A small contact form built only from the kit, as every Sppock form is. */
function ContactForm({ onSend }: { onSend: (values: ContactValues) => Promise<string | null> }) {
  const form = useSppockForm<ContactValues>({ defaultValues: { name: '', email: '', phone: '' } });
  return (
    <div style={{ maxWidth: 480 }}>
      <Form
        form={form}
        onSubmit={async (values) => {
          const refusal = await onSend(values);
          if (refusal) {
            showServerErrors(form, { fields: { email: refusal }, message: 'Revise os campos destacados.' });
          }
        }}
      >
        <FormError />
        <div className={pair}>
          <FormTextField
            control={form.control}
            name="name"
            label="Nome"
            required
            rules={{ validate: checks(required('Informe seu nome.')) }}
          />
          <FormTextField
            control={form.control}
            name="email"
            label="E-mail"
            type="email"
            required
            rules={{ validate: checks(emailAddress(formsMessages)) }}
          />
        </div>
        <FormPhoneField
          control={form.control}
          name="phone"
          label="Celular"
          rules={{ validate: checks(brazilianPhone(formsMessages)) }}
        />
        <SubmitButton pendingLabel="Enviando...">Enviar</SubmitButton>
      </Form>
    </div>
  );
}

const meta = {
  title: 'Forms/Form',
  component: ContactForm,
  args: { onSend: fn(async (_values: ContactValues): Promise<string | null> => null) },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Sent empty: every problem at once, focus on the first in page order. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(await canvas.findByText('Informe seu nome.')).toBeVisible();
    await expect(canvas.getByText('Informe seu e-mail.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveFocus();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** The server refused the e-mail: its message under the field, one for the form, focus on the field. */
export const RefusedByServer: Story = {
  args: {
    onSend: fn(async (_values: ContactValues): Promise<string | null> => 'Este domínio não recebe e-mails.'),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome' }), 'Mariana Costa');
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'mariana@exemplo.invalido');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Celular' }), '(11) 98765-4321');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(await canvas.findByText('Este domínio não recebe e-mails.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Revise os campos destacados.');
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    await expect(args.onSend).toHaveBeenCalledWith({
      name: 'Mariana Costa',
      email: 'mariana@exemplo.invalido',
      phone: '11987654321',
    });
  },
};
