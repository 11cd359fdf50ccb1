// Runs drizzle-kit with `drizzle-orm` resolved from this package. npm keeps drizzle-orm inside
// packages/server/node_modules (its many optional peers), while drizzle-kit is hoisted to the
// root and would not find it: `npm run db:generate -w @sppock/server`.
import { createRequire, registerHooks } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const here = new URL('../package.json', import.meta.url).href;
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
      return nextResolve(specifier, { ...context, parentURL: here });
    }
    return nextResolve(specifier, context);
  },
});

const require = createRequire(import.meta.url);
// drizzle-kit also require()s drizzle-orm through its own patched resolver: NODE_PATH covers it.
process.env.NODE_PATH = new URL('../node_modules', import.meta.url).pathname;
require('node:module')._initPaths();
const kitDir = path.dirname(require.resolve('drizzle-kit'));
await import(pathToFileURL(path.join(kitDir, 'bin.cjs')).href);
