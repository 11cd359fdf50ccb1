import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectAccessibleInBothThemes } from '../../testing/axe';
import { renderWithSppock } from '../../testing/renderWithSppock';
import { FilePanel } from './FilePanel';
import { dropFile, hugeReportFile, menuFile, pickFile, programFile } from './fixtures';
import type { FilePanelProps } from './types';

function Harness(props: Partial<FilePanelProps>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Anexar arquivo
      </button>
      <FilePanel open={open} onOpenChange={setOpen} onSubmit={() => undefined} {...props} />
    </>
  );
}

describe('FilePanel', () => {
  it('has no axe violations in either theme, empty and with a file', async () => {
    await expectAccessibleInBothThemes(
      <FilePanel open onOpenChange={() => undefined} onSubmit={() => undefined} />,
    );
    await expectAccessibleInBothThemes(
      <FilePanel open onOpenChange={() => undefined} onSubmit={() => undefined} uploading progress={30} />,
      { act: (container) => pickFile(container, menuFile()) },
    );
  });

  it('takes a picked file and the instruction, and sends both', async () => {
    const onSubmit = vi.fn();
    const { screen } = await renderWithSppock(<Harness onSubmit={onSubmit} />, { handlers: [] });
    await expect.element(screen.getByRole('button', { name: 'Escolher arquivo' })).toHaveFocus();
    pickFile(screen.container, menuFile());
    await expect.element(screen.getByText('cardapio-cafe-batel.txt')).toBeVisible();
    await expect.element(screen.getByText('68 bytes')).toBeVisible();
    const instruction = screen.getByRole('textbox', { name: 'O que você quer saber sobre este arquivo?' });
    await expect.element(instruction).toHaveFocus();
    await screen.getByRole('button', { name: 'Enviar para análise' }).click();
    await expect.element(screen.getByText('Escreva o que o agente deve fazer com o arquivo.')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await instruction.fill('  Quanto custa o cappuccino?  ');
    await screen.getByRole('button', { name: 'Enviar para análise' }).click();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [file, text] = onSubmit.mock.calls[0]!;
    expect((file as File).name).toBe('cardapio-cafe-batel.txt');
    expect(text).toBe('Quanto custa o cappuccino?');
  });

  it('takes a dropped file', async () => {
    const { screen } = await renderWithSppock(<Harness />, { handlers: [] });
    dropFile(screen.getByText('Arraste um arquivo até aqui').element(), menuFile());
    await expect.element(screen.getByText('cardapio-cafe-batel.txt')).toBeVisible();
  });

  it('refuses another type and a file over 100MB before upload, with the toast and the reason beside the picker', async () => {
    const onSubmit = vi.fn();
    const { screen } = await renderWithSppock(<Harness onSubmit={onSubmit} />, { handlers: [] });
    pickFile(screen.container, programFile());
    const typeMessage =
      'Tipo de arquivo não aceito. Envie PDF, DOCX, DOC, XLSX, XLS, JPG, JPEG, PNG, GIF, TXT ou MD.';
    const toasts = screen.getByRole('region', { name: 'Notificações' });
    await expect.element(toasts.getByText(typeMessage)).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'Escolher arquivo' }))
      .toHaveAccessibleDescription(new RegExp(typeMessage.replace(/[.]/g, '\\.')));
    dropFile(screen.getByText('Arraste um arquivo até aqui').element(), hugeReportFile());
    await expect.element(toasts.getByText('Arquivo muito grande. Limite máximo: 100MB')).toBeVisible();
    await expect
      .element(screen.getByText('Arquivo muito grande. Limite máximo: 100MB', { exact: true }).first())
      .toBeVisible();
    expect(screen.container.textContent).not.toContain('relatorio-anual-2025.pdf');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('locks the form and shows the progress while uploading', async () => {
    const { screen } = await renderWithSppock(<Harness uploading progress={62.4} />, { handlers: [] });
    pickFile(screen.container, menuFile());
    await expect
      .element(screen.getByRole('progressbar', { name: 'Progresso do envio' }))
      .toHaveAttribute('aria-valuenow', '62');
    await expect.element(screen.getByText('62%')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Enviando arquivo...' })).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: 'Remover arquivo' })).toBeDisabled();
  });

  it('closes with Escape or Cancelar, forgets the file and gives focus back to the toolbar', async () => {
    const { screen } = await renderWithSppock(<Harness />, { handlers: [] });
    pickFile(screen.container, menuFile());
    await expect.element(screen.getByText('cardapio-cafe-batel.txt')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('region', { name: 'Analisar arquivo' })).not.toBeInTheDocument();
    await screen.getByRole('button', { name: 'Anexar arquivo' }).click();
    await expect.element(screen.getByRole('button', { name: 'Escolher arquivo' })).toBeVisible();
    expect(screen.container.textContent).not.toContain('cardapio-cafe-batel.txt');
    pickFile(screen.container, menuFile());
    await screen.getByRole('button', { name: 'Cancelar' }).click();
    await expect.element(screen.getByRole('button', { name: 'Anexar arquivo' })).toHaveFocus();
  });
});
