import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Primitivos/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Tem certeza que deseja deletar esta avaliação?',
    description: 'Esta ação não pode ser desfeita.',
    confirmLabel: 'Deletar',
    tone: 'danger',
    onConfirm: fn(),
    onCancel: fn(),
    defaultOpen: true,
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {};

export const Neutral: Story = {
  args: {
    tone: 'default',
    title: 'Reativar assinatura?',
    description: 'Seu plano Professional continua ativo e renova a cada 30 dias.',
    confirmLabel: 'Reativar',
  },
};

export const WithTrigger: Story = {
  args: {
    defaultOpen: false,
    title: 'Deletar conversa?',
    description: 'Deletar a conversa não afeta os limites de uso do seu plano.',
    trigger: <Button variant="danger">Deletar conversa</Button>,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Deletar conversa' }));
    const dialog = await canvas.findByRole('alertdialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Deletar' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** The confirm button spins while the request runs. */
export const Pending: Story = {
  args: {
    title: 'Cancelar assinatura?',
    description: 'Você volta ao plano Freemium no fim do período atual, sem reembolso.',
    confirmLabel: 'Cancelar assinatura',
    cancelLabel: 'Manter plano',
    onConfirm: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const confirm = canvas.getByRole('button', { name: 'Cancelar assinatura' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
  },
};

/** Deleting the account: the button waits for DELETAR. */
export const TypeToConfirm: Story = {
  render: (args) => {
    const [typed, setTyped] = useState('');
    return (
      <ConfirmDialog {...args} confirmDisabled={typed !== 'DELETAR'}>
        <TextField
          label="Digite DELETAR para confirmar"
          value={typed}
          onValueChange={setTyped}
          autoComplete="off"
        />
      </ConfirmDialog>
    );
  },
  args: {
    title: 'Deletar conta',
    description: 'A exclusão é permanente, cancela sua assinatura e encerra sua sessão.',
    confirmLabel: 'Deletar conta',
  },
};
