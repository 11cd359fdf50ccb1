// The 11 accepted types of spec 2 §5, decided by the file's bytes. The name only chooses between
// spellings the bytes cannot tell apart (jpg/jpeg, txt/md).
import { ACCEPTED_UPLOAD_EXTENSIONS } from '@sppock/sdk';

/** One list for the chat's file picker and the server: the SDK's. */
export const ACCEPTED_EXTENSIONS = ACCEPTED_UPLOAD_EXTENSIONS;
export type FileKind = (typeof ACCEPTED_EXTENSIONS)[number];

export const MEDIA_TYPES: Record<FileKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  txt: 'text/plain',
  md: 'text/markdown',
};

export const IMAGE_KINDS: ReadonlySet<FileKind> = new Set(['jpg', 'jpeg', 'png', 'gif']);

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

export function isAcceptedExtension(extension: string): extension is FileKind {
  return (ACCEPTED_EXTENSIONS as readonly string[]).includes(extension);
}

/** What the bytes' first bytes say, before any container is opened. */
export type Signature = 'pdf' | 'png' | 'jpeg' | 'gif' | 'zip' | 'ole' | 'unknown';

const SIGNATURES: { signature: Exclude<Signature, 'unknown'>; bytes: number[] }[] = [
  { signature: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { signature: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { signature: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { signature: 'gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] },
  { signature: 'gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] },
  { signature: 'zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { signature: 'ole', bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
];

/** Bytes needed by {@link signatureOf}. */
export const SIGNATURE_LENGTH = 8;

export function signatureOf(head: Uint8Array): Signature {
  for (const { signature, bytes } of SIGNATURES) {
    if (bytes.every((byte, index) => head[index] === byte)) {
      return signature;
    }
  }
  return 'unknown';
}

export interface SniffedFacts {
  signature: Signature;
  /** Valid UTF-8 with no NUL byte, from the first byte to the last. */
  text: boolean;
  /** Entry names of a zip's central directory (empty when not a zip). */
  zipEntries: readonly string[];
  /** Compound-file stream names seen (`WordDocument`, `Workbook`, `Book`, `EncryptedPackage`). */
  oleStreams: ReadonlySet<string>;
}

/** The accepted kind these bytes are, or null when they are none of the 11. */
export function decideKind(facts: SniffedFacts, filename: string): FileKind | null {
  const extension = extensionOf(filename);
  switch (facts.signature) {
    case 'pdf':
    case 'png':
    case 'gif':
      return facts.signature;
    case 'jpeg':
      return extension === 'jpeg' ? 'jpeg' : 'jpg';
    case 'zip':
      if (facts.zipEntries.includes('word/document.xml')) {
        return 'docx';
      }
      if (facts.zipEntries.includes('xl/workbook.xml')) {
        return 'xlsx';
      }
      return null;
    case 'ole':
      if (facts.oleStreams.has('WordDocument')) {
        return 'doc';
      }
      if (facts.oleStreams.has('Workbook') || facts.oleStreams.has('Book')) {
        return 'xls';
      }
      // Accepted so the reader can say the file needs its password removed, not that it is unknown.
      if (facts.oleStreams.has('EncryptedPackage') && (extension === 'docx' || extension === 'xlsx')) {
        return extension;
      }
      return null;
    case 'unknown':
      if (!facts.text) {
        return null;
      }
      return extension === 'md' ? 'md' : 'txt';
    default:
      return facts.signature satisfies never;
  }
}
