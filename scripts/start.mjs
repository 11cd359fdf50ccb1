// `npm start`: the whole product on the embedded defaults — the reference server (API, payments
// and the built reference app on one port). Before the server existed this served the Prism mock;
// `npm run mock` still does.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

function run(command, args, env = process.env) {
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  if (status !== 0) {
    process.exit(status ?? 1);
  }
}

if (!fs.existsSync('openapi/dist/openapi.json')) {
  run('npm', ['run', 'contract:bundle', '--silent']);
}

const app = JSON.parse(fs.readFileSync('packages/app/package.json', 'utf8'));
if (app.scripts?.build && fs.existsSync('packages/app/index.html')) {
  console.log('Construindo o app de referência…');
  // A production build whatever the shell says: NODE_ENV=test would ship React's development build.
  run('npm', ['run', 'build', '-w', '@sppock/app', '--silent'], { ...process.env, NODE_ENV: 'production' });
}
// The partner embed's loader and widget (served under /embed/, shown on /parceiro-demo/).
run('npm', ['run', 'build:embed', '-w', '@sppock/ui', '--silent'], {
  ...process.env,
  NODE_ENV: 'production',
});

const server = JSON.parse(fs.readFileSync('packages/server/package.json', 'utf8'));
const child = server.scripts?.start
  ? spawn('npm', ['run', 'start', '-w', '@sppock/server', '--silent'], {
      stdio: 'inherit',
      // The development opt-in: demo accounts and /__dev/outbox (the server still refuses them in
      // production or on a host reachable from the network).
      env: { ...process.env, SPPOCK_DEMO: process.env.SPPOCK_DEMO ?? '1' },
    })
  : spawn('npm', ['run', 'mock', '--silent'], { stdio: 'inherit' });
if (!server.scripts?.start) {
  console.log('Mock Prism do contrato inteiro em http://127.0.0.1:4010 (/api/... e /payments/...)');
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code) => process.exit(code ?? 0));
