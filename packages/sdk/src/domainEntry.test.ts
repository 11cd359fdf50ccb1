// `@sppock/sdk/domain` is the entry the reference server imports: the product's facts without
// the HTTP client or React. Built as tsup builds it (one esbuild bundle, packages external), the
// file must import no package at all — openapi-fetch or react arriving here would put a browser
// client in the server.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const sdkRoot = fileURLToPath(new URL('..', import.meta.url));

/** The packages the built file of an entry imports. */
async function importedPackages(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [`${sdkRoot}/src/${entry}`],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    packages: 'external',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const outputs = Object.values(result.metafile.outputs);
  return [...new Set(outputs.flatMap((output) => output.imports.map((item) => item.path)))].sort();
}

describe('@sppock/sdk/domain', () => {
  it('imports neither openapi-fetch nor react (nor any other package)', async () => {
    const packages = await importedPackages('domain.ts');
    expect(packages).not.toContain('openapi-fetch');
    expect(packages.filter((name) => name === 'react' || name.startsWith('react/'))).toEqual([]);
    expect(packages).toEqual([]);
  });

  it('is not vacuous: the core entry, built the same way, does import openapi-fetch', async () => {
    expect(await importedPackages('index.ts')).toContain('openapi-fetch');
  });
});
