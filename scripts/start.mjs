// `npm start`: the whole product on the embedded defaults — the reference server (API, payments
// and the built reference app on one port), running its built JavaScript. Each build it needs
// (contract bundle, app, partner embed, server) runs only when its sources changed since the last
// one (scripts/builds.mjs says which), so a second start goes straight to the server; the builds
// run side by side, and the server starts as soon as its own build is done: it sets up everything
// but the built app while the others finish, and reads the app and listens once they have
// (START_GATE, scripts/server-process.mjs).
// `npm run mock` serves the Prism mock of the contract instead.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfChanged, START_BUILDS } from './builds.mjs';
import { SERVER_NODE_FLAGS, START_GATE, serverEnvironment } from './server-process.mjs';

const started = performance.now();
// A STATIC_DIR of the user's own is checked when the server reads its configuration, at its very
// start: that server starts once everything is built. Otherwise it starts after its own build and
// sets itself up while the others finish: those run at a lower priority, so that on a machine with
// fewer cores than builds the server's build and setup (one after the other) are not slowed down
// to the pace of the rest, and `/healthz` answers when the last build is done.
const early = !process.env.STATIC_DIR;
// All side by side: none reads another's output (the server reads the bundled contract and the
// built app only once every build is done).
const builds = Object.fromEntries(
  START_BUILDS.map((build) => [
    build.name,
    buildIfChanged(build, undefined, { background: early && build.name !== 'server' }),
  ]),
);
const allBuilt = Promise.all(Object.values(builds));
// Observed below, after the server's own build.
allBuilt.catch(() => {});

/** The built server, on the Node that runs this script (the repository's pinned Node 24). */
function startServer() {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/main.js'], {
    cwd: path.resolve(import.meta.dirname, '../packages/server'),
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...serverEnvironment(process.env), [START_GATE.env]: '1' },
  });
  const waiting = new Promise((resolve) => {
    child.on('message', (message) => {
      if (message === START_GATE.waiting) {
        resolve();
      }
    });
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code) => process.exit(code ?? 0));
  return { child, waiting };
}

let server = null;
try {
  await (early ? builds.server : allBuilt);
  server = startServer();
  await allBuilt;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (server) {
    server.child.removeAllListeners('exit');
    server.child.kill('SIGTERM');
  }
  process.exit(1);
}
console.log(
  `Builds conferidos em ${((performance.now() - started) / 1000).toFixed(1)} s; iniciando o servidor…`,
);
await server.waiting;
server.child.send(START_GATE.ready);
