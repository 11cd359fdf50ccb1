import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../primitives/Button/Button';
import { DemoRequestDialog, type DemoRequestDialogProps } from './DemoRequestDialog';

const confirm = () =>
  Promise.resolve(
    'Pedido recebido! Nossa equipe entra em contato em até 1 dia útil para agendar a demonstração.',
  );

function Example(props: Partial<DemoRequestDialogProps>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Agendar Demo Enterprise
      </Button>
      <DemoRequestDialog open={open} onOpenChange={setOpen} onSubmit={props.onSubmit ?? confirm} />
    </>
  );
}

const meta = {
  title: 'Landing/DemoRequestDialog',
  component: DemoRequestDialog,
  args: { open: true, onOpenChange: fn(), onSubmit: fn(confirm) },
  render: (args) => <Example onSubmit={args.onSubmit} />,
  parameters: { docs: { story: { inline: false, iframeHeight: 760 } } },
} satisfies Meta<typeof DemoRequestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const fill = async (canvasElement: HTMLElement) => {
  const dialog = body(canvasElement);
  await userEvent.type(dialog.getByRole('textbox', { name: 'Nome' }), 'Fernanda Lima');
  await userEvent.type(
    dialog.getByRole('textbox', { name: 'E-mail corporativo' }),
    'fernanda.lima@grupoipe.com.br',
  );
  await userEvent.type(dialog.getByRole('textbox', { name: 'Empresa' }), 'Grupo Ipê Alimentos');
  await userEvent.type(dialog.getByRole('textbox', { name: /^Telefone/ }), '31988887777');
  await userEvent.type(dialog.getByRole('textbox', { name: /^Tamanho da equipe/ }), '25');
  await userEvent.click(dialog.getByRole('button', { name: 'Solicitar demonstração' }));
  return dialog;
};

/** The empty form. */
export const Open: Story = {};

/** Sending without the required fields. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Solicitar demonstração' }));
    // The dialog fades in: wait for it.
    await waitFor(() => expect(dialog.getByText('Informe seu nome.')).toBeVisible());
    await expect(dialog.getByText('Informe o nome da empresa.')).toBeVisible();
  },
};

export const Sending: Story = {
  args: { onSubmit: fn(() => new Promise<string>(() => {})) },
  play: async ({ canvasElement }) => {
    const dialog = await fill(canvasElement);
    await expect(await dialog.findByRole('button', { name: 'Enviando...' })).toBeDisabled();
  },
};

/** The server's confirmation. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await fill(canvasElement);
    await expect(await dialog.findByRole('status')).toHaveTextContent(/Pedido recebido!/);
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(new Error('Muitas requisições. Tente novamente em alguns minutos.'))),
  },
  play: async ({ canvasElement }) => {
    const dialog = await fill(canvasElement);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Muitas requisições. Tente novamente em alguns minutos.',
    );
  },
};
