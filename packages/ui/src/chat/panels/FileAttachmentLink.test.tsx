import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectAccessibleInBothThemes } from '../../testing/axe';
import { renderWithSppock } from '../../testing/renderWithSppock';
import { FileAttachmentLink } from './FileAttachmentLink';
import { fileHandlers, MENU_FILE_ID, MENU_FILE_TEXT } from './fileHandlers';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Records what the browser was asked to save. */
function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  let lastBlob: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    lastBlob = blob as Blob;
    return 'blob:arquivo';
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: lastBlob as unknown as Blob });
  });
  return saved;
}

describe('FileAttachmentLink', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(
      <FileAttachmentLink fileId={MENU_FILE_ID} name="cardapio-cafe-batel.txt" size={159} />,
      { sppock: { handlers: fileHandlers(), path: '/' } },
    );
  });

  it('downloads with the bearer token and saves the file under its name', async () => {
    const saved = captureDownloads();
    const { screen, host } = await renderWithSppock(
      <FileAttachmentLink fileId={MENU_FILE_ID} name="Cardápio do café.txt" size={159} />,
      { handlers: fileHandlers() },
    );
    await expect.element(screen.getByText('159 bytes')).toBeVisible();
    await screen.getByRole('button', { name: /^Baixar Cardápio do café\.txt/ }).click();
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('Cardápio do café.txt');
    expect(await saved[0]!.blob.text()).toBe(MENU_FILE_TEXT);
    expect(host.calls).toEqual([`GET /api/files/${MENU_FILE_ID}/`]);
  });

  it("says 'Erro ao fazer download. Verifique se você está logado.' when the file cannot be fetched", async () => {
    const saved = captureDownloads();
    const { screen } = await renderWithSppock(
      <FileAttachmentLink fileId="00000000-0000-4000-8000-000000000000" name="outro.pdf" />,
      { handlers: fileHandlers() },
    );
    await screen.getByRole('button', { name: 'Baixar outro.pdf' }).click();
    await expect
      .element(screen.getByText('Erro ao fazer download. Verifique se você está logado.'))
      .toBeVisible();
    expect(saved).toEqual([]);
  });

  it('shows the download under way and ignores a second click meanwhile', async () => {
    const { screen, host } = await renderWithSppock(
      <FileAttachmentLink fileId={MENU_FILE_ID} name="cardapio-cafe-batel.txt" />,
      { handlers: fileHandlers({ state: 'slow' }) },
    );
    await screen.getByRole('button', { name: 'Baixar cardapio-cafe-batel.txt' }).click();
    const busy = screen.getByRole('button', { name: 'Baixando cardapio-cafe-batel.txt' });
    await expect.element(busy).toHaveAttribute('aria-busy', 'true');
    await busy.click();
    expect(host.count('GET /api/files/')).toBe(1);
  });
});
