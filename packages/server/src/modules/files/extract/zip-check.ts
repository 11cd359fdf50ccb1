// Inflates a zip's entries as a reader would, counting bytes and keeping none, before the reader
// (mammoth, SheetJS) inflates them into memory: a directory that lies about its sizes is caught
// at the limit, never after. Runs in the extraction worker.
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import {
  declaredWithinLimits,
  ZIP_LIMITS,
  type ZipEntry,
  type ZipLimits,
  zipDirectoryOf,
} from '../zip-entries.ts';

const LOCAL_SIGNATURE = 0x04034b50;

export type ZipVerdict = 'ok' | 'damaged' | 'too-large';

export interface ZipCheck {
  verdict: ZipVerdict;
  /** Bytes inflated while checking, all entries together. */
  inflatedBytes: number;
}

class Overflow extends Error {
  readonly inflated: number;
  constructor(inflated: number) {
    super('Entrada passou do limite');
    this.inflated = inflated;
  }
}

/** The bytes an entry inflates to, stopping (Overflow) past `max`. */
async function inflatedSize(compressed: Buffer, max: number): Promise<number> {
  let total = 0;
  const counter = new Writable({
    write(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      done(total > max ? new Overflow(total) : null);
    },
  });
  await pipeline(Readable.from([compressed]), zlib.createInflateRaw(), counter);
  return total;
}

function dataOf(bytes: Buffer, entry: ZipEntry): Buffer | null {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_SIGNATURE) {
    return null;
  }
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  return end > bytes.length ? null : bytes.subarray(start, end);
}

/** Checks a DOCX or XLSX: its directory, its declared sizes, then what each entry really inflates to. */
export async function checkZip(bytes: Uint8Array, limits: ZipLimits = ZIP_LIMITS): Promise<ZipCheck> {
  const directory = zipDirectoryOf(bytes);
  if (directory === null) {
    return { verdict: 'damaged', inflatedBytes: 0 };
  }
  if (!declaredWithinLimits(directory, limits)) {
    return { verdict: 'too-large', inflatedBytes: 0 };
  }
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let inflatedBytes = 0;
  for (const entry of directory) {
    const data = dataOf(buffer, entry);
    if (data === null) {
      return { verdict: 'damaged', inflatedBytes };
    }
    if (entry.method === 0) {
      continue;
    }
    if (entry.method !== 8) {
      return { verdict: 'damaged', inflatedBytes };
    }
    // An entry may inflate to what it declares and no more, and never past the limits.
    const max = Math.min(entry.uncompressedSize, limits.maxEntryBytes, limits.maxTotalBytes - inflatedBytes);
    try {
      inflatedBytes += await inflatedSize(data, max);
    } catch (error) {
      if (error instanceof Overflow) {
        return { verdict: 'too-large', inflatedBytes: inflatedBytes + error.inflated };
      }
      return { verdict: 'damaged', inflatedBytes };
    }
  }
  return { verdict: 'ok', inflatedBytes };
}
