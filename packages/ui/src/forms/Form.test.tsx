import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectAccessibleInBothThemes, renderInTheme } from '../testing/axe';
import { Form } from './Form';
import { FormCheckbox } from './FormCheckbox';
import { FormError } from './FormError';
import { FormPhoneField } from './FormPhoneField';
import { FormTextField } from './FormTextField';
import { formsMessages } from './messages';
import { brazilianPhone, checks, emailAddress, required } from './rules';
import { SubmitButton } from './SubmitButton';
import { type ServerErrors, showServerErrors } from './serverErrors';
import { useSppockForm } from './useSppockForm';

interface Values {
  name: string;
  email: string;
  phone: string;
  terms: boolean;
}

interface HarnessProps {
  onSubmit?: (values: Values) => Promise<ServerErrors<Values> | undefined> | undefined;
}

function Harness({ onSubmit = async () => undefined }: HarnessProps) {
  const form = useSppockForm<Values>({ defaultValues: { name: '', email: '', phone: '', terms: false } });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        const refusal = await onSubmit(values);
        if (refusal) {
          showServerErrors(form, refusal);
        }
      }}
    >
      <FormError />
      <FormTextField
        control={form.control}
        name="name"
        label="Nome"
        rules={{ validate: checks(required('Informe seu nome.')) }}
      />
      <FormTextField
        control={form.control}
        name="email"
        label="E-mail"
        type="email"
        rules={{ validate: checks(emailAddress(formsMessages)) }}
      />
      <FormPhoneField
        control={form.control}
        name="phone"
        label="Celular"
        rules={{ validate: checks(required('Informe seu celular com DDD.'), brazilianPhone(formsMessages)) }}
      />
      <FormCheckbox
        control={form.control}
        name="terms"
        label="Aceito os termos"
        rules={{ validate: checks(required('É preciso aceitar os termos de uso.')) }}
      />
      <SubmitButton pendingLabel="Enviando...">Enviar</SubmitButton>
    </Form>
  );
}

async function fillValid(screen: Awaited<ReturnType<typeof renderInTheme>>) {
  await userEvent.fill(screen.getByRole('textbox', { name: 'Nome' }), 'Mariana Costa');
  await userEvent.fill(
    screen.getByRole('textbox', { name: 'E-mail' }),
    'mariana.costa@padariaboavista.com.br',
  );
  await userEvent.type(screen.getByRole('textbox', { name: 'Celular' }), '(11) 98765-4321');
  await screen.getByRole('checkbox', { name: 'Aceito os termos' }).click();
}

describe('Form kit', () => {
  it('has no axe violations in either theme, with every error shown', async () => {
    await expectAccessibleInBothThemes(() => <Harness />, {
      act: (container) => {
        (container.querySelector('button[type="submit"]') as HTMLButtonElement).click();
      },
    });
  });

  it('shows every problem in pt-BR, focuses the first in page order and sends nothing', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const screen = await renderInTheme(<Harness onSubmit={onSubmit} />);
    await screen.getByRole('button', { name: 'Enviar' }).click();
    await expect.element(screen.getByText('Informe seu nome.')).toBeVisible();
    await expect.element(screen.getByText('Informe seu e-mail.')).toBeVisible();
    await expect.element(screen.getByText('Informe seu celular com DDD.')).toBeVisible();
    await expect.element(screen.getByText('É preciso aceitar os termos de uso.')).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'Nome' })).toHaveFocus();
    await expect
      .element(screen.getByRole('checkbox', { name: 'Aceito os termos' }))
      .toHaveAccessibleDescription('É preciso aceitar os termos de uso.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears a field error as it is edited and checks it again on the next submit', async () => {
    const screen = await renderInTheme(<Harness />);
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await userEvent.fill(screen.getByRole('textbox', { name: 'Nome' }), 'Mariana');
    await userEvent.fill(email, 'mariana');
    await screen.getByRole('button', { name: 'Enviar' }).click();
    await expect.element(screen.getByText('Informe um e-mail válido.')).toBeVisible();
    await expect.element(email).toHaveFocus();
    await userEvent.type(email, '@');
    await expect.element(screen.getByText('Informe um e-mail válido.')).not.toBeInTheDocument();
    await expect.element(email).not.toHaveAttribute('aria-invalid');
    await screen.getByRole('button', { name: 'Enviar' }).click();
    await expect.element(screen.getByText('Informe um e-mail válido.')).toBeVisible();
  });

  it('accepts the phone as typed, "(11) 98765-4321", and hands the digits to the submit', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const screen = await renderInTheme(<Harness onSubmit={onSubmit} />);
    await fillValid(screen);
    await expect.element(screen.getByRole('textbox', { name: 'Celular' })).toHaveValue('(11) 98765-4321');
    await screen.getByRole('button', { name: 'Enviar' }).click();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Mariana Costa',
      email: 'mariana.costa@padariaboavista.com.br',
      phone: '11987654321',
      terms: true,
    });
  });

  it('refuses a phone with too few digits with the one phone rule', async () => {
    const screen = await renderInTheme(<Harness />);
    await fillValid(screen);
    await userEvent.fill(screen.getByRole('textbox', { name: 'Celular' }), '1198765');
    await screen.getByRole('button', { name: 'Enviar' }).click();
    await expect.element(screen.getByText(formsMessages.phoneInvalid)).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'Celular' })).toHaveFocus();
  });

  it('shows the server refusal under its field and for the form, focuses the field, clears both on the next submit', async () => {
    const onSubmit = vi
      .fn<NonNullable<HarnessProps['onSubmit']>>()
      .mockResolvedValueOnce({
        fields: { email: 'Este domínio não recebe e-mails.' },
        message: 'Revise os campos.',
      })
      .mockResolvedValueOnce(undefined);
    const screen = await renderInTheme(<Harness onSubmit={onSubmit} />);
    await fillValid(screen);
    await screen.getByRole('button', { name: 'Enviar' }).click();
    await expect.element(screen.getByText('Este domínio não recebe e-mails.')).toBeVisible();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Revise os campos.');
    await expect.element(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    await screen.getByRole('button', { name: 'Enviar' }).click();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    await expect.element(screen.getByText('Este domínio não recebe e-mails.')).not.toBeInTheDocument();
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the submitting state and ignores a second submit while the first runs', async () => {
    let answer: (value: undefined) => void = () => {};
    const onSubmit = vi.fn(
      () =>
        new Promise<undefined>((resolve) => {
          answer = resolve;
        }),
    );
    const screen = await renderInTheme(<Harness onSubmit={onSubmit} />);
    await fillValid(screen);
    await screen.getByRole('button', { name: 'Enviar' }).click();
    const pending = screen.getByRole('button', { name: 'Enviando...' });
    await expect.element(pending).toBeDisabled();
    (screen.container.querySelector('form') as HTMLFormElement).requestSubmit();
    answer(undefined);
    await expect.element(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
