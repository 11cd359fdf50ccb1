// The one way the end-to-end runs start the reference server (the e2e suite's globalSetup and
// `npm run bench:embed`): `npm start`'s server on a free port with a fresh data directory, the
// demo accounts and the dev outbox on, answered once /healthz does; `stop` ends the whole
// process group and removes the data.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Whether any process of the group `pid` leads is still running. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

export interface ReferenceServerOptions {
  /** The port to listen on (a caller that must know it first, e.g. for a proxy). Default: a free one. */
  port?: number;
  /** Prefix of the temporary data directory. Default: 'sppock-e2e-'. */
  dataDirPrefix?: string;
  /** More environment for the server (STATIC_DIR, PUBLIC_APP_URL, …). Default: none. */
  env?: Record<string, string>;
}

export interface ReferenceServer {
  /** e.g. 'http://127.0.0.1:41234'. */
  url: string;
  dataDir: string;
  /** The last 20,000 characters the server printed. */
  log: () => string;
  /** Stops the server (its whole process group) and removes its data directory. */
  stop: () => Promise<void>;
}

/** Starts the reference server and waits until /healthz answers (two minutes at most). */
export async function startReferenceServer(options: ReferenceServerOptions = {}): Promise<ReferenceServer> {
  const port = options.port ?? (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), options.dataDirPrefix ?? 'sppock-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const server = spawn('npm', ['run', 'start', '-w', '@sppock/server', '--silent'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The demo accounts and the dev outbox (codes, reset links) the flows read.
      SPPOCK_DEMO: '1',
      ...options.env,
    },
  });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  const stop = async () => {
    if (server.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      // npm exits before the server under it has closed its database: wait for the whole group.
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline && groupAlive(server.pid)) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`[e2e] o servidor saiu com código ${server.exitCode}:\n${log}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) {
        return { url, dataDir, log: () => log, stop };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`[e2e] o servidor não respondeu em ${url}/healthz:\n${log}`);
}
