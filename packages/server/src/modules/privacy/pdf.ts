// The readable copy of a data export: an A4 PDF in pt-BR, one section per part, each row as
// "campo: valor" lines and the rows under it (a conversation's messages) indented. The
// assessments' PDF is the browser's print of the results screen, which a background job has no
// page for; so the server writes this one with pdf-lib's standard Helvetica (WinAnsi: every
// Portuguese letter; a character outside it, an emoji, prints as '?'; the JSON keeps it).
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import { PRIVACY_MESSAGES as M } from './messages.ts';
import type { ExportedPart } from './parts.ts';

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const SIZE = { title: 16, heading: 13, text: 9 };
const LEADING = 1.35;
const INDENT = 12;

/** Characters WinAnsi has beyond Latin-1 (the 0x80–0x9F block). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

export function printable(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\t') {
      out += '  ';
    } else if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)) {
      out += char;
    } else if (code >= 0x20) {
      out += '?';
    }
  }
  return out;
}

class Writer {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  line(text: string, options: { size?: number; bold?: boolean; indent?: number } = {}): void {
    const size = options.size ?? SIZE.text;
    const font = options.bold ? this.bold : this.font;
    const x = PAGE.margin + (options.indent ?? 0) * INDENT;
    const width = PAGE.width - PAGE.margin - x;
    for (const paragraph of printable(text.replace(/\r\n?/g, '\n')).split('\n')) {
      for (const piece of wrap(paragraph, font, size, width)) {
        if (this.y - size * LEADING < PAGE.margin) {
          this.page = this.doc.addPage([PAGE.width, PAGE.height]);
          this.y = PAGE.height - PAGE.margin;
        }
        this.y -= size * LEADING;
        this.page.drawText(piece, { x, y: this.y, size, font });
      }
    }
  }

  gap(points = 6): void {
    this.y -= points;
  }
}

/** Breaks a paragraph into lines that fit `width`, at spaces (or inside a word longer than a line). */
function wrap(paragraph: string, font: PDFFont, size: number, width: number): string[] {
  if (paragraph === '') {
    return [''];
  }
  const lines: string[] = [];
  let current = '';
  for (const word of paragraph.split(' ')) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      current = candidate;
      continue;
    }
    if (current !== '') {
      lines.push(current);
    }
    current = word;
    while (font.widthOfTextAtSize(current, size) > width && current.length > 1) {
      let cut = current.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(current.slice(0, cut), size) > width) {
        cut = Math.max(1, Math.floor(cut * 0.8));
      }
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  lines.push(current);
  return lines;
}

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') {
    return '—';
  }
  if (value instanceof Date) {
    return value.toISOString();
  }
  if (typeof value === 'boolean') {
    return value ? 'sim' : 'não';
  }
  if (typeof value === 'object') {
    return JSON.stringify(value);
  }
  return String(value);
}

function writeRow(writer: Writer, row: Record<string, unknown>, indent: number): void {
  for (const [field, value] of Object.entries(row)) {
    if (Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null)) {
      writer.line(`${field} (${value.length}):`, { indent, bold: true });
      for (const item of value as Record<string, unknown>[]) {
        writeRow(writer, item, indent + 1);
        writer.gap(3);
      }
      continue;
    }
    writer.line(`${field}: ${shown(value)}`, { indent });
  }
}

/** The archive's PDF: a cover with who and when, then every part (an empty one says so). */
export async function personalDataPdf(
  parts: readonly ExportedPart[],
  header: { person: string; generatedAt: Date },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(M.pdfTitle);
  doc.setLanguage('pt-BR');
  doc.setCreator('Sppock');
  const writer = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  writer.line(M.pdfTitle, { size: SIZE.title, bold: true });
  writer.line(M.pdfIntro(header.person, header.generatedAt));
  writer.gap(12);
  for (const part of parts) {
    writer.line(`${part.title} (${part.rows.length})`, { size: SIZE.heading, bold: true });
    if (part.rows.length === 0) {
      writer.line(M.pdfEmptyPart);
    }
    for (const row of part.rows) {
      writeRow(writer, row, 0);
      writer.gap(4);
    }
    writer.gap(10);
  }
  return doc.save();
}
