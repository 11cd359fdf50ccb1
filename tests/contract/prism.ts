// Starts the Prism mock of the bundled contract on a free port, for tests that talk to it.
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface PrismMock {
  url: string;
  stop(): Promise<void>;
}

export async function startPrism(): Promise<PrismMock> {
  const port = await freePort();
  const bin = path.join(root, 'node_modules/.bin/prism');
  const child: ChildProcess = spawn(
    bin,
    [
      'mock',
      path.join(root, 'openapi/dist/openapi.json'),
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--errors',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`Prism saiu antes de ficar pronto:\n${output}`);
    }
    if (output.includes('Prism is listening')) {
      break;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (!output.includes('Prism is listening')) {
    child.kill();
    throw new Error(`Prism não ficou pronto em 60 s:\n${output}`);
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
