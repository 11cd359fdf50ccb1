// `npm run dev`: the reference server (API on 8000) and the app's Vite dev server (5173, hot
// reload, /api /payments /__dev /healthz passed through to the server). Ctrl+C stops both.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

const serverPort = Number(process.env.PORT ?? 8000);
const appPort = Number(process.env.APP_PORT ?? 5173);
const apiUrl = `http://127.0.0.1:${serverPort}`;
const appUrl = `http://localhost:${appPort}`;

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.once('listening', () => probe.close(() => resolve(true)));
    probe.listen(port, '127.0.0.1');
  });
}

for (const [port, what, variable] of [
  [serverPort, 'o servidor', 'PORT'],
  [appPort, 'o app', 'APP_PORT'],
]) {
  if (!(await portIsFree(port))) {
    console.error(
      `A porta ${port} já está em uso (talvez um \`npm start\` ou outro \`npm run dev\`). ` +
        `Feche-o ou escolha outra porta para ${what}: ${variable}=<porta> npm run dev`,
    );
    process.exit(1);
  }
}

if (!fs.existsSync('openapi/dist/openapi.json')) {
  console.error('Falta openapi/dist/openapi.json: rode `npm run contract:bundle` (ou `npm start` uma vez).');
  process.exit(1);
}

const children = [];
let stopping = false;

function start(name, args, env) {
  // Each child leads its own process group, so stopping it also stops what npm started under it.
  const child = spawn('npm', args, {
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`\n${name} parou (${signal ?? `código ${code}`}); encerrando o resto.`);
      void stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

/** Whether any process of the group `pid` leads is still running. */
function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stop(code = 0) {
  if (stopping) {
    return;
  }
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  // npm exits before what it started: wait for every process of both groups (the server closes
  // its database cleanly), at most 10 seconds.
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && children.some((child) => groupAlive(child.pid))) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void stop(0));
}

start('O servidor', ['run', 'start', '-w', '@sppock/server', '--silent'], {
  PORT: String(serverPort),
  // One line per request would bury Vite's output; `LOG_LEVEL=info npm run dev` brings them back.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // Links in e-mails (password reset, checkout return) open the dev app.
  PUBLIC_APP_URL: process.env.PUBLIC_APP_URL ?? appUrl,
  // Development opt-in: demo accounts and the /__dev/outbox (on loopback only).
  SPPOCK_DEMO: process.env.SPPOCK_DEMO ?? '1',
});

async function waitForServer() {
  for (let attempt = 0; attempt < 240 && !stopping; attempt += 1) {
    try {
      const response = await fetch(`${apiUrl}/healthz`);
      if (response.ok) {
        return true;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

if (!(await waitForServer())) {
  if (!stopping) {
    console.error(`O servidor não respondeu em ${apiUrl}/healthz em 2 minutos.`);
    await stop(1);
  }
} else {
  start('O servidor do app (Vite)', ['run', 'dev', '-w', '@sppock/app', '--silent'], {
    APP_PORT: String(appPort),
    SPPOCK_API_URL: apiUrl,
  });
  console.log(
    [
      '',
      '  Sppock em desenvolvimento',
      `  app com recarga automática:  ${appUrl}`,
      `  API e pagamentos:            http://localhost:${serverPort}  (o app repassa /api, /payments, /__dev e /healthz)`,
      `  caixa de saída (códigos):    ${appUrl}/__dev/outbox`,
      '  Ctrl+C encerra os dois.',
      '',
    ].join('\n'),
  );
}
