// A zip's central directory, read from the end of a file without unpacking it: the entry names
// tell a DOCX (word/document.xml) from an XLSX (xl/workbook.xml), and the declared sizes let a
// decompression bomb be refused before a byte is inflated (issue 25 item 5).
import fs from 'node:fs';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;
// A directory this large is not an office document; refusing it bounds the memory used.
const MAX_DIRECTORY_BYTES = 4 * 1024 * 1024;

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; the readers know no other. */
  method: number;
  compressedSize: number;
  /** As the directory declares it: a bomb may lie, so inflating checks it again. */
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** The directory, or null when there is none to read: the file is cut short or not a zip. */
export type ZipDirectory = ZipEntry[] | null;

/**
 * Limits on what a DOCX or XLSX may expand to. A real document's XML compresses 5 to 20 times
 * and its images not at all; a 408 KB bomb expanded to 400 MB (ratio 1,000).
 */
export interface ZipLimits {
  /** All entries together, uncompressed. */
  maxTotalBytes: number;
  /** One entry, uncompressed. */
  maxEntryBytes: number;
  /** Uncompressed over compressed size, for entries past {@link ratioGraceBytes}. */
  maxRatio: number;
  /** Entries up to this size may have any ratio (a small, repetitive styles.xml). */
  ratioGraceBytes: number;
}

export const ZIP_LIMITS: ZipLimits = {
  maxTotalBytes: 200 * 1024 * 1024,
  maxEntryBytes: 100 * 1024 * 1024,
  maxRatio: 200,
  ratioGraceBytes: 1024 * 1024,
};

function endOfDirectory(tail: Buffer): number {
  for (let at = tail.length - EOCD_MIN; at >= 0; at -= 1) {
    if (tail.readUInt32LE(at) === EOCD_SIGNATURE) {
      return at;
    }
  }
  return -1;
}

function entriesOf(directory: Buffer): ZipEntry[] | null {
  const entries: ZipEntry[] = [];
  let at = 0;
  while (at + 46 <= directory.length) {
    if (directory.readUInt32LE(at) !== CENTRAL_SIGNATURE) {
      return null;
    }
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    entries.push({
      name: directory.toString('utf8', at + 46, at + 46 + nameLength),
      method: directory.readUInt16LE(at + 10),
      compressedSize: directory.readUInt32LE(at + 20),
      uncompressedSize: directory.readUInt32LE(at + 24),
      localHeaderOffset: directory.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return at === directory.length ? entries : null;
}

/** The directory of a zip held in memory (the extraction worker's copy). */
export function zipDirectoryOf(bytes: Uint8Array): ZipDirectory {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tail = buffer.subarray(Math.max(0, buffer.length - EOCD_MIN - MAX_COMMENT));
  const eocd = endOfDirectory(tail);
  if (eocd < 0) {
    return null;
  }
  const size = tail.readUInt32LE(eocd + 12);
  const offset = tail.readUInt32LE(eocd + 16);
  if (size > MAX_DIRECTORY_BYTES || offset + size > buffer.length) {
    return null;
  }
  return entriesOf(buffer.subarray(offset, offset + size));
}

/** The directory of a zip on disk (a spooled upload), reading only its end. */
export async function readZipDirectory(file: string): Promise<ZipDirectory> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const tailLength = Math.min(size, EOCD_MIN + MAX_COMMENT);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    const eocd = endOfDirectory(tail);
    if (eocd < 0) {
      return null;
    }
    const directorySize = tail.readUInt32LE(eocd + 12);
    const directoryOffset = tail.readUInt32LE(eocd + 16);
    if (directorySize > MAX_DIRECTORY_BYTES || directoryOffset + directorySize > size) {
      return null;
    }
    const directory = Buffer.alloc(directorySize);
    await handle.read(directory, 0, directorySize, directoryOffset);
    return entriesOf(directory);
  } finally {
    await handle.close();
  }
}

/**
 * Whether the declared sizes pass the limits. 0xFFFFFFFF (ZIP64: the real size is elsewhere) is
 * taken at its word, so such an entry is refused: no office document needs 4 GB.
 */
export function declaredWithinLimits(entries: readonly ZipEntry[], limits: ZipLimits = ZIP_LIMITS): boolean {
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (entry.uncompressedSize > limits.maxEntryBytes || total > limits.maxTotalBytes) {
      return false;
    }
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize > limits.ratioGraceBytes && ratio > limits.maxRatio) {
      return false;
    }
  }
  return true;
}
