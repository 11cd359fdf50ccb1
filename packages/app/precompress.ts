// The brotli/gzip siblings of a built file, shared by the build (vite.config.ts) and the landing's
// pre-render (scripts/build.mjs, which rewrites index.html after the browser build).
import fs from 'node:fs';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip -9) beside `file`: the server
 * (@fastify/static `preCompressed`) sends the one the browser accepts, without compressing on
 * every request. Asynchronous: zlib's threads compress several files at once (brotli 11 over the
 * whole app is about 2 s of one core).
 */
export async function writeCompressedSiblings(file: string, content: Buffer): Promise<void> {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
}
