/**
 * Saves `blob` as a file named `fileName` through a temporary link: the browser's download, with
 * no request to any server (the bytes are already here, fetched with the session's token).
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked a little later: some browsers start reading the URL after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
