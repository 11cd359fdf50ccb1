// How `npm start` runs the built server (scripts/server-process.mjs, issue 28): the malloc
// threshold that keeps an idle server's memory down reaches the server's process, without
// overriding what the user set.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { START_GATE as SERVER_START_GATE, START_GATE_ENV } from '../../packages/server/src/start-gate';
// @ts-expect-error: a plain JavaScript script of the repository, without declarations.
import * as serverProcess from '../../scripts/server-process.mjs';

const { glibcTunables, SERVER_NODE_FLAGS, START_GATE, serverEnvironment } = serverProcess;

describe('o processo do servidor de npm start', () => {
  it('fixa o limiar de mmap do malloc, somando-o ao GLIBC_TUNABLES de quem roda', () => {
    expect(glibcTunables()).toBe('glibc.malloc.mmap_threshold=131072');
    expect(glibcTunables('glibc.malloc.arena_max=2')).toBe(
      'glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=131072',
    );
    // A threshold of the user's own wins.
    expect(glibcTunables('glibc.malloc.mmap_threshold=65536')).toBe('glibc.malloc.mmap_threshold=65536');
  });

  it('fala com o servidor com as mesmas mensagens que ele espera (start-gate.ts)', () => {
    expect(START_GATE).toEqual({ env: START_GATE_ENV, ...SERVER_START_GATE });
  });

  it('liga as contas de demonstração só se quem roda não disse nada', () => {
    expect(serverEnvironment({}).SPPOCK_DEMO).toBe('1');
    expect(serverEnvironment({ SPPOCK_DEMO: '0' }).SPPOCK_DEMO).toBe('0');
  });

  it('o servidor recebe as flags e o ambiente', () => {
    const child = spawnSync(
      process.execPath,
      [
        ...SERVER_NODE_FLAGS,
        '-e',
        'console.log(JSON.stringify([process.execArgv, process.env.GLIBC_TUNABLES]))',
      ],
      { env: serverEnvironment({ PATH: process.env.PATH }), encoding: 'utf8' },
    );
    expect(child.status, child.stderr).toBe(0);
    const [execArgv, tunables] = JSON.parse(child.stdout) as [string[], string];
    expect(execArgv[0]).toBe('--max-semi-space-size=16');
    expect(tunables).toBe('glibc.malloc.mmap_threshold=131072');
  });
});
