// `npm start`: the whole product on the embedded defaults — the reference server (API, payments
// and the built reference app on one port), running its built JavaScript. Each build it needs
// (contract bundle, app, partner embed, server) runs only when its sources changed since the last
// one (scripts/builds.mjs says which), so a second start goes straight to the server; the builds
// run side by side.
// `npm run mock` serves the Prism mock of the contract instead.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfChanged, START_BUILDS } from './builds.mjs';
import { SERVER_NODE_FLAGS, serverEnvironment } from './server-process.mjs';

const started = performance.now();
try {
  // All side by side: none reads another's output (the server reads the bundled contract when it
  // starts, after all of them).
  await Promise.all(START_BUILDS.map((build) => buildIfChanged(build)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.log(
  `Builds conferidos em ${((performance.now() - started) / 1000).toFixed(1)} s; iniciando o servidor…`,
);

// The same Node that runs this script (the repository's pinned Node 24), on the built server,
// with the flags and environment of scripts/server-process.mjs.
const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/main.js'], {
  cwd: path.resolve(import.meta.dirname, '../packages/server'),
  stdio: 'inherit',
  env: serverEnvironment(process.env),
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code) => process.exit(code ?? 0));
