// Files for the panels' stories and tests.

/** A small text file, as a user would pick it. */
export function menuFile(): File {
  return new File(
    ['Cardápio — Café Batel\nCafé coado: R$ 7,50\nCappuccino: R$ 12,90\n'],
    'cardapio-cafe-batel.txt',
    {
      type: 'text/plain',
    },
  );
}

/** A file of a type the chat does not accept. */
export function programFile(): File {
  return new File(['MZ'], 'instalador.exe', { type: 'application/octet-stream' });
}

/** A PDF that claims more than 100MB (the size is faked: no 100MB buffer is built). */
export function hugeReportFile(): File {
  const file = new File(['%PDF-1.7'], 'relatorio-anual-2025.pdf', { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: 100 * 1024 * 1024 + 1 });
  return file;
}

/** Puts `file` into the panel's hidden file input, as the system's picker does. */
export function pickFile(container: ParentNode, file: File): void {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) {
    throw new Error('O painel de arquivo não está aberto.');
  }
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Drops `file` on `target`, as a drag from the desktop does. */
export function dropFile(target: Element, file: File): void {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  for (const type of ['dragenter', 'dragover', 'drop']) {
    target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
  }
}
