// `npm run build:embed`: the partner embed's three files (vite.embed.config.ts) built one after
// the other in one process — the chatbot, the Commander, then the loader. Three `vite build`
// commands paid Node's and Vite's start three times (about a second of CPU on a fresh clone's
// `npm start`, issue 28).
import path from 'node:path';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const configFile = path.join(root, 'vite.embed.config.ts');
for (const mode of ['widget', 'commander', 'loader']) {
  await build({ root, configFile, mode, logLevel: 'warn' });
}
