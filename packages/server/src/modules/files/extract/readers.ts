// Text out of each accepted kind, with well-kept readers. Runs inside the extraction worker:
// nothing here touches the database or the request.
// Each library is loaded when its kind is read: a worker reads one file and loads one library.
import type { WorkBook } from '@e965/xlsx';
import type { FileKind } from '../file-types.ts';
import { checkZip } from './zip-check.ts';

export type ReadOutcome =
  | { status: 'text'; text: string }
  | { status: 'image' }
  | { status: 'failed'; reason: 'unreadable' | 'password' | 'empty' | 'too-large' };

/** Largest text kept from one file; a book-sized document is cut here, with a note. */
export const MAX_TEXT_CHARS = 2_000_000;

class PasswordProtected extends Error {}
class Unreadable extends Error {}
class ExpandsTooMuch extends Error {}

/** A DOCX or XLSX is inflated by its reader only once checkZip has seen what it really expands to. */
async function assertZipWithinLimits(bytes: Uint8Array): Promise<void> {
  const { verdict } = await checkZip(bytes);
  switch (verdict) {
    case 'ok':
      return;
    case 'damaged':
      throw new Unreadable();
    case 'too-large':
      throw new ExpandsTooMuch();
    default:
      verdict satisfies never;
  }
}

function limited(text: string): ReadOutcome {
  const trimmed = text.replace(/\r\n?/g, '\n').trim();
  if (!trimmed) {
    return { status: 'failed', reason: 'empty' };
  }
  return {
    status: 'text',
    text: trimmed.length > MAX_TEXT_CHARS ? trimmed.slice(0, MAX_TEXT_CHARS) : trimmed,
  };
}

async function readPdf(bytes: Uint8Array): Promise<string> {
  try {
    const { extractText: extractPdfText, getDocumentProxy } = await import('unpdf');
    const pdf = await getDocumentProxy(bytes);
    const { text } = await extractPdfText(pdf, { mergePages: true });
    // The worker ends after one file: its exit frees the document.
    return text;
  } catch (error) {
    if ((error as Error).name === 'PasswordException') {
      throw new PasswordProtected();
    }
    throw error;
  }
}

const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** A DOCX or XLSX inside a compound file is Office's password encryption. */
function assertNotEncryptedOoxml(bytes: Uint8Array): void {
  if (OLE_SIGNATURE.every((byte, index) => bytes[index] === byte)) {
    throw new PasswordProtected();
  }
}

async function readDocx(bytes: Uint8Array): Promise<string> {
  assertNotEncryptedOoxml(bytes);
  await assertZipWithinLimits(bytes);
  const { default: mammoth } = await import('mammoth');
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return value;
}

async function readDoc(bytes: Uint8Array): Promise<string> {
  const { default: WordExtractor } = await import('word-extractor');
  const document = await new WordExtractor().extract(Buffer.from(bytes));
  return [document.getBody(), document.getFootnotes(), document.getEndnotes()]
    .filter((t) => t.trim())
    .join('\n\n');
}

/** Each sheet as its name and rows of tab-separated cells: a model reads a table in that form well. */
async function readWorkbook(bytes: Uint8Array): Promise<string> {
  const XLSX = await import('@e965/xlsx');
  let book: WorkBook;
  try {
    book = XLSX.read(bytes, { type: 'array', cellFormula: false, cellHTML: false, dense: true });
  } catch (error) {
    if (/password|encrypt/i.test((error as Error).message)) {
      throw new PasswordProtected();
    }
    throw error;
  }
  return book.SheetNames.map((name) => {
    const sheet = book.Sheets[name];
    const rows = sheet ? XLSX.utils.sheet_to_csv(sheet, { FS: '\t', blankrows: false }) : '';
    return `## Planilha: ${name}\n${rows}`;
  }).join('\n\n');
}

export async function readFileText(kind: FileKind, bytes: Uint8Array): Promise<ReadOutcome> {
  try {
    switch (kind) {
      case 'pdf':
        return limited(await readPdf(bytes));
      case 'docx':
        return limited(await readDocx(bytes));
      case 'doc':
        return limited(await readDoc(bytes));
      case 'xlsx':
        assertNotEncryptedOoxml(bytes);
        await assertZipWithinLimits(bytes);
        return limited(await readWorkbook(bytes));
      case 'xls':
        return limited(await readWorkbook(bytes));
      case 'txt':
      case 'md':
        return limited(new TextDecoder('utf-8').decode(bytes));
      case 'jpg':
      case 'jpeg':
      case 'png':
      case 'gif':
        return { status: 'image' };
      default:
        return kind satisfies never;
    }
  } catch (error) {
    if (error instanceof PasswordProtected) {
      return { status: 'failed', reason: 'password' };
    }
    return { status: 'failed', reason: error instanceof ExpandsTooMuch ? 'too-large' : 'unreadable' };
  }
}
