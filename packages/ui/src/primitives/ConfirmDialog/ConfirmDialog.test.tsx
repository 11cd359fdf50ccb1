import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectAccessibleInBothThemes, renderInTheme } from '../../testing/axe';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { ConfirmDialog } from './ConfirmDialog';

function DeleteAccount() {
  const [typed, setTyped] = useState('');
  return (
    <ConfirmDialog
      defaultOpen
      tone="danger"
      title="Deletar conta"
      confirmLabel="Deletar conta"
      confirmDisabled={typed !== 'DELETAR'}
      onConfirm={() => {}}
    >
      <TextField label="Digite DELETAR para confirmar" value={typed} onValueChange={setTyped} />
    </ConfirmDialog>
  );
}

describe('ConfirmDialog', () => {
  it('has no axe violations in either theme, open', async () => {
    await expectAccessibleInBothThemes(
      <ConfirmDialog
        defaultOpen
        tone="danger"
        title="Deletar conversa?"
        description="Deletar a conversa não afeta os limites do seu plano."
        confirmLabel="Deletar"
        onConfirm={() => {}}
      />,
    );
  });

  it('is an alertdialog that starts on Cancelar and confirms on click', async () => {
    const onConfirm = vi.fn();
    const screen = await renderInTheme(
      <ConfirmDialog title="Tem certeza?" onConfirm={onConfirm} trigger={<Button>Deletar</Button>} />,
    );
    await screen.getByRole('button', { name: 'Deletar' }).click();
    await expect.element(screen.getByRole('alertdialog', { name: 'Tem certeza?' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await screen.getByRole('button', { name: 'Confirmar' }).click();
    expect(onConfirm).toHaveBeenCalledOnce();
    await expect.element(screen.getByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('cancels with the button or Escape without confirming', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const screen = await renderInTheme(
      <ConfirmDialog
        title="Sair?"
        onConfirm={onConfirm}
        onCancel={onCancel}
        trigger={<Button>Sair</Button>}
      />,
    );
    await screen.getByRole('button', { name: 'Sair' }).click();
    await screen.getByRole('button', { name: 'Cancelar' }).click();
    await expect.element(screen.getByRole('alertdialog')).not.toBeInTheDocument();
    await screen.getByRole('button', { name: 'Sair' }).click();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('waits for an async confirmation, showing progress, and stays open if it fails', async () => {
    let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
    const onConfirm = () =>
      new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
      });
    const screen = await renderInTheme(
      <ConfirmDialog defaultOpen title="Cancelar assinatura?" onConfirm={onConfirm} />,
    );
    const confirm = screen.getByRole('button', { name: 'Confirmar' });
    await confirm.click();
    await expect.element(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('alertdialog')).toBeVisible();
    settle?.reject(new Error('Erro ao cancelar assinatura'));
    await expect.element(confirm).not.toHaveAttribute('aria-busy');
    await expect.element(screen.getByRole('alertdialog')).toBeVisible();
    await confirm.click();
    settle?.resolve();
    await expect.element(screen.getByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps confirm disabled until the condition holds (typing DELETAR)', async () => {
    const screen = await renderInTheme(<DeleteAccount />);
    const confirm = screen.getByRole('button', { name: 'Deletar conta' });
    await expect.element(confirm).toBeDisabled();
    await screen.getByLabelText('Digite DELETAR para confirmar').fill('DELETAR');
    await expect.element(confirm).toBeEnabled();
  });
});
