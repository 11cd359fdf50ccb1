// Watches an upload's bytes as they pass: the leading signature, whether the whole file is UTF-8
// text without NULs, and the stream names of a compound (OLE) file. Memory stays bounded: a few
// bytes of head and a short overlap between chunks.
import { TextDecoder } from 'node:util';
import { SIGNATURE_LENGTH, type Signature, type SniffedFacts, signatureOf } from './file-types.ts';

// EncryptedPackage: a password-protected DOCX or XLSX, which Office wraps in a compound file.
const OLE_NAMES = ['WordDocument', 'Workbook', 'Book', 'EncryptedPackage'] as const;
// Directory entries store names as UTF-16LE followed by a NUL character: matching the NUL too
// keeps 'Book' from matching inside 'Workbook'.
const OLE_PATTERNS = OLE_NAMES.map((name) => ({
  name,
  bytes: Buffer.from(`${name}\0`, 'utf16le'),
}));
const OVERLAP = Math.max(...OLE_PATTERNS.map((p) => p.bytes.length)) - 1;

export class UploadSniffer {
  private head = Buffer.alloc(0);
  private signatureValue: Signature | null = null;
  private decoder: TextDecoder | null = new TextDecoder('utf-8', { fatal: true });
  private text = true;
  private tail = Buffer.alloc(0);
  private readonly oleStreams = new Set<string>();

  /** The signature once enough bytes have passed, else null. */
  get signature(): Signature | null {
    return this.signatureValue;
  }

  /** False as soon as a byte proves the file is not UTF-8 text without NULs. */
  get maybeText(): boolean {
    return this.text;
  }

  update(chunk: Buffer): void {
    if (this.signatureValue === null) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, SIGNATURE_LENGTH)]);
      if (this.head.length >= SIGNATURE_LENGTH) {
        this.signatureValue = signatureOf(this.head);
      }
    }
    this.checkText(chunk);
    if (this.signatureValue === 'ole' || this.signatureValue === null) {
      this.scanOle(chunk);
    }
  }

  /** Call once after the last chunk. */
  finish(zipEntries: readonly string[] = []): SniffedFacts {
    if (this.signatureValue === null) {
      this.signatureValue = signatureOf(this.head);
    }
    if (this.decoder) {
      try {
        this.decoder.decode();
      } catch {
        this.text = false;
      }
    }
    return {
      signature: this.signatureValue,
      text: this.text,
      zipEntries,
      oleStreams: this.oleStreams,
    };
  }

  private checkText(chunk: Buffer): void {
    if (!this.decoder) {
      return;
    }
    if (chunk.includes(0)) {
      this.text = false;
      this.decoder = null;
      return;
    }
    try {
      this.decoder.decode(chunk, { stream: true });
    } catch {
      this.text = false;
      this.decoder = null;
    }
  }

  private scanOle(chunk: Buffer): void {
    const window = Buffer.concat([this.tail, chunk]);
    for (const pattern of OLE_PATTERNS) {
      if (!this.oleStreams.has(pattern.name) && window.includes(pattern.bytes)) {
        this.oleStreams.add(pattern.name);
      }
    }
    this.tail = Buffer.from(window.subarray(Math.max(0, window.length - OVERLAP)));
  }
}
