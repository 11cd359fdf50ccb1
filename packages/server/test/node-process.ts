// An API node as its own process, started as `npm start` starts it (tsx over the sources, with
// the `@sppock/source` condition), driven over HTTP. Tests that need more than one node behind
// a load balancer start several on one database and one Redis.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const packageDir = path.resolve(import.meta.dirname, '..');

export interface NodeReply<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface NodeProcess {
  name: string;
  url: string;
  /** stdout and stderr so far (shown when a test fails). */
  readonly log: string;
  request<T = Record<string, unknown>>(
    method: string,
    url: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string>; signal?: AbortSignal },
  ): Promise<NodeReply<T>>;
  /** SIGKILL: the node dies mid-work, nothing runs on the way out. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the exit (a no-op once the node is gone). */
  stop(): Promise<void>;
}

/** Starts a node with `env` over the test defaults; resolves once it listens. */
export async function startNodeProcess(name: string, env: Record<string, string>): Promise<NodeProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `sppock-${name}-`));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=@sppock/source', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: packageDir,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        STATIC_DIR: '',
        PUBLIC_APP_URL: 'http://app.sppock.test',
        ...env,
      },
    },
  );
  let log = '';
  const keep = (chunk: Buffer) => {
    log += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let url = '';
  const deadline = Date.now() + 90_000;
  while (!url && Date.now() < deadline && child.exitCode === null) {
    url = /ouvindo em (http:\/\/localhost:\d+)/.exec(log)?.[1] ?? '';
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!url) {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`o nó ${name} não iniciou:\n${log}`);
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
    }
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return {
    name,
    url,
    get log() {
      return log;
    },
    async request<T>(
      method: string,
      target: string,
      options: {
        body?: unknown;
        token?: string;
        headers?: Record<string, string>;
        signal?: AbortSignal;
      } = {},
    ): Promise<NodeReply<T>> {
      const response = await fetch(`${url}${target}`, {
        method,
        headers: {
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
        signal: options.signal,
      });
      const text = await response.text();
      const json = (response.headers.get('content-type') ?? '').includes('json') && text;
      return {
        status: response.status,
        body: (json ? JSON.parse(text) : text) as T,
        headers: response.headers,
      };
    },
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
