// The brotli/gzip siblings of a built file, shared by the build (vite.config.ts) and the landing's
// pre-render (scripts/prerender.mjs, which rewrites index.html after the build).
import fs from 'node:fs';
import zlib from 'node:zlib';

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip -9) beside `file`: the server
 * (@fastify/static `preCompressed`) sends the one the browser accepts, without compressing on
 * every request.
 */
export function writeCompressedSiblings(file: string, content: Buffer): void {
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION }));
}
