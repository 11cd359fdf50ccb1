// The brotli/gzip siblings of a built file, shared by the build (vite.config.ts) and the landing's
// pre-render (scripts/build.mjs, which rewrites index.html after the browser build).
import fs from 'node:fs';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli's quality for the app's files. Measured over the whole app's scripts and styles (1,760 kB,
 * 2026-11-27, one core): quality 11, 464.7 kB in 1.88 s; 10, 471.9 kB (+1.5 %) in 0.81 s; 9,
 * 497.3 kB (+7 %) in 0.43 s. Ten keeps almost all of eleven's gain for under half its time, a
 * second off `npm start` on a fresh clone, where the app's build is the last to finish (issue 28).
 */
export const BROTLI_QUALITY = 10;

/**
 * Writes `file.br` (brotli, {@link BROTLI_QUALITY}) and `file.gz` (gzip -9) beside `file`: the
 * server (@fastify/static `preCompressed`) sends the one the browser accepts, without compressing
 * on every request. Asynchronous: zlib's threads compress several files at once.
 */
export async function writeCompressedSiblings(file: string, content: Buffer): Promise<void> {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
}
