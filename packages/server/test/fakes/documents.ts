// Real sample documents built in memory by the tests: a hand-written PDF with a text layer, a
// DOCX zip, XLSX/XLS workbooks written by SheetJS, and compound (OLE) files. Nothing is read from
// disk or downloaded.

import zlib from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { strToU8, zipSync } from 'fflate';

/** A one-page PDF whose text layer holds each line (ASCII, WinAnsi). */
export function samplePdf(lines: string[], options: { encrypted?: boolean } = {}): Buffer {
  const pdfString = (line: string) => line.replace(/([\\()])/g, '\\$1');
  const content = [
    'BT /F1 12 Tf 72 720 Td 14 TL',
    ...lines.map((line) => `(${pdfString(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  // Standard security handler, revision 2, with an owner and user hash no empty password opens.
  const hash = `<${'ab'.repeat(32)}>`;
  if (options.encrypted) {
    objects.push(`<< /Filter /Standard /V 1 /R 2 /O ${hash} /U ${hash} /P -4 >>`);
  }
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  const encryption = options.encrypted
    ? ` /Encrypt ${objects.length} 0 R /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>]`
    : '';
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${encryption} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A minimal but valid DOCX: one paragraph per line; `extra` entries (media, parts no reader
 * opens) are added as they are, each with its deflate level (0: stored).
 */
export function sampleDocx(
  paragraphs: string[],
  extra: Record<string, [Uint8Array, { level: 0 | 9 }]> = {},
): Buffer {
  const body = paragraphs
    .map((p) => `<w:p><w:r><w:t xml:space="preserve">${xmlEscape(p)}</w:t></w:r></w:p>`)
    .join('');
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      'word/document.xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
      ),
      ...extra,
    }),
  );
}

/**
 * A 700 KB DOCX that is as much of a bomb as the limits allow: 100 parts of 1,000,000 repeated
 * letters (each under the 1 MB below which any ratio passes: 100 MB in all, under the 200 MB
 * limit) and a stored picture of random bytes that brings the file to about 700 KB.
 */
export function sampleLegalDocxBomb(paragraphs: string[]): Buffer {
  const part = new Uint8Array(1_000_000).fill(0x61);
  const extra: Record<string, [Uint8Array, { level: 0 | 9 }]> = {};
  for (let i = 1; i <= 100; i += 1) {
    extra[`word/media/parte${i}.xml`] = [part, { level: 9 }];
  }
  const picture = new Uint8Array(600_000);
  let state = 7;
  for (let i = 0; i < picture.length; i += 1) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    picture[i] = state >>> 24;
  }
  extra['word/media/foto.jpg'] = [picture, { level: 0 }];
  return sampleDocx(paragraphs, extra);
}

/** A workbook with one sheet of rows, as XLSX or legacy XLS (BIFF8). */
export function sampleWorkbook(
  rows: (string | number)[][],
  bookType: 'xlsx' | 'biff8',
  sheet = 'Vendas',
): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), sheet);
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
}

/** A compound (OLE) file holding the named streams. */
export function sampleCompoundFile(streams: Record<string, Buffer>): Buffer {
  const cfb = XLSX.CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) {
    XLSX.CFB.utils.cfb_add(cfb, name, content);
  }
  return Buffer.from(XLSX.CFB.write(cfb, { type: 'buffer' }) as Uint8Array);
}

/** A zip that is no office document. */
export function sampleZip(): Buffer {
  return Buffer.from(zipSync({ 'leia-me.txt': strToU8('olá') }));
}

/** The first bytes of a Windows executable (MZ header with NULs). */
export function sampleExecutable(): Buffer {
  const bytes = Buffer.alloc(4096);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  bytes.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  return bytes;
}

/**
 * A minimal Word 97 binary document (.doc): a FIB naming the 1Table stream, one piece of 8-bit
 * text in the WordDocument stream, and the piece table (CLX) in 1Table. Enough for readers that
 * follow the piece table, as word-extractor does.
 */
export function sampleDoc(paragraphs: string[]): Buffer {
  const text = Buffer.from(`${paragraphs.join('\r')}\r`, 'latin1');
  const textOffset = 0x800;
  const word = Buffer.alloc(textOffset + text.length + 512);
  word.writeUInt16LE(0xa5ec, 0x0000); // wIdent
  word.writeUInt16LE(0x00c1, 0x0002); // nFib (Word 97)
  word.writeUInt16LE(0x0200, 0x000a); // fWhichTblStm: the table is 1Table
  word.writeUInt32LE(textOffset, 0x0018); // fcMin
  word.writeUInt32LE(textOffset + text.length, 0x001c); // fcMac
  word.writeUInt32LE(text.length, 0x004c); // ccpText
  word.writeUInt32LE(0, 0x01a2); // fcClx
  text.copy(word, textOffset);
  const table = Buffer.alloc(1 + 4 + 8 + 8);
  table.writeUInt8(0x02, 0); // Pcdt
  table.writeUInt32LE(16, 1); // lcb of the PlcPcd
  table.writeUInt32LE(0, 5); // CP 0
  table.writeUInt32LE(text.length, 9); // CP end
  // PCD: 2 bytes of flags, then fc with bit 30 set (8-bit text at fc / 2), then prm.
  table.writeUInt32LE(((textOffset * 2) | 0x40000000) >>> 0, 15);
  word.writeUInt32LE(table.length, 0x01a6); // lcbClx
  return sampleCompoundFile({ WordDocument: word, '1Table': table });
}

/**
 * A DOCX-shaped decompression bomb: word/document.xml is `inflatedBytes` of one letter, deflated
 * (about 1,000 to 1) as it is produced, so the test never holds the expanded bytes. Its central
 * directory declares `declaredBytes` for that entry: the truth by default, less to lie.
 */
export async function sampleDocxBomb(options: {
  inflatedBytes: number;
  declaredBytes?: number;
}): Promise<Buffer> {
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => compressed.push(chunk));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  const block = Buffer.alloc(1024 * 1024, 0x61);
  for (let left = options.inflatedBytes; left > 0; left -= block.length) {
    if (!deflate.write(block.subarray(0, Math.min(block.length, left)))) {
      await new Promise((resolve) => deflate.once('drain', resolve));
    }
  }
  deflate.end();
  await ended;
  const types = Buffer.from(
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  );
  return zipOf([
    { name: '[Content_Types].xml', method: 0, data: types, size: types.length },
    {
      name: 'word/document.xml',
      method: 8,
      data: Buffer.concat(compressed),
      size: options.declaredBytes ?? options.inflatedBytes,
    },
  ]);
}

/** A zip written by hand, so its central directory can say anything (CRCs left at 0: nothing here is read that far). */
function zipOf(entries: { name: string; method: number; data: Buffer; size: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
