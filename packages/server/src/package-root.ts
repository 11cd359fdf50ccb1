// Files the server reads at run time (the bundled contract, the migrations, the app build) are
// found from the package root, so the same code works from `src/` (tsx) and from `dist/`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const { name } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@sppock/server') {
        return dir;
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error('Pasta do pacote @sppock/server não encontrada.');
    }
    dir = parent;
  }
}

export const packageRoot = findPackageRoot();

/** A path inside the server package (`packagePath('drizzle')`). */
export function packagePath(...segments: string[]): string {
  return path.join(packageRoot, ...segments);
}

/** The bundled contract written by `npm run contract:build`. */
export const contractPath = path.resolve(packageRoot, '../../openapi/dist/openapi.json');

export const serverVersion: string = (
  JSON.parse(fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { version: string }
).version;
