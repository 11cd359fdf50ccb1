// What an app that only imports the client ships. size-limit measures with rolldown, which drops
// unused top-level tables on its own; esbuild (tsup, many apps' bundlers) keeps any module-level
// call it cannot prove pure, which is how the agent guess's keyword lists and the timezone table
// once rode along with createSppockClient (8,202 B gzip, issue 25).
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const sdkRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The package's `dist/index.js` as tsup writes it (one esbuild bundle of `src/index.ts`, the
 * dependency left external) — one file, so package.json's `sideEffects: false` no longer lets a
 * bundler drop whole modules: only statements it can prove pure go.
 */
async function publishedIndex(): Promise<string> {
  const result = await build({
    entryPoints: [`${sdkRoot}/src/index.ts`],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    packages: 'external',
    write: false,
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) {
    throw new Error('esbuild wrote nothing');
  }
  return output.text;
}

/** What an app importing `names` from that file ships, minified, and the gzip size of it. */
async function appBundle(names: string) {
  const index = await publishedIndex();
  const result = await build({
    stdin: { contents: `export { ${names} } from '@sppock/sdk';`, resolveDir: sdkRoot },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'published-sdk',
        setup(plugin) {
          plugin.onResolve({ filter: /^@sppock\/sdk$/ }, () => ({ path: 'dist/index.js', namespace: 'sdk' }));
          plugin.onLoad({ filter: /.*/, namespace: 'sdk' }, () => ({ contents: index, resolveDir: sdkRoot }));
        },
      },
    ],
  });
  const [output] = result.outputFiles;
  if (!output) {
    throw new Error('esbuild wrote nothing');
  }
  return { code: output.text, gzipBytes: gzipSync(output.contents, { level: 9 }).byteLength };
}

describe('the core client bundled by esbuild from the published file', () => {
  it('leaves out the agent guess, the timezone table and the agent catalogue', async () => {
    const { code } = await appBundle('createSppockClient');
    // One keyword of the guess's lists, one label of the timezone selector, one loading text of
    // the agent catalogue, and (to show the bundle is the client) the storage key of the token.
    const carries = (text: string) => code.includes(text);
    expect({
      keywordLists: carries('videoconferencia'),
      timezoneTable: carries('Fernando de Noronha'),
      agentCatalogue: carries('Analisando a concorrência'),
      session: carries('access_token'),
    }).toEqual({ keywordLists: false, timezoneTable: false, agentCatalogue: false, session: true });
  });

  it('stays within the 7 kB budget of package.json', async () => {
    const { gzipBytes } = await appBundle('createSppockClient');
    expect(gzipBytes).toBeLessThanOrEqual(7000);
  });
});
