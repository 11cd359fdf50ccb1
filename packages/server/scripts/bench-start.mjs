// The start of `npm start` as a user sees it, for `npm run bench`: the root's scripts/start.mjs
// (builds checked by content hash, then the built server) timed to its first /healthz answer, on a
// fresh data folder and again on the same folder (nothing changed since the last start), and the
// resident memory of the server process once it has been idle a while. Run before the in-process
// measurements, so that nothing else shares the CPU or the memory figure.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Resident memory of a process, in MB, from /proc (Linux); null elsewhere. */
function rssMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}

/** The server started by scripts/start.mjs: its only child process. */
function childOf(pid) {
  try {
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
    return Number(children[0]) || null;
  } catch {
    return null;
  }
}

/**
 * Starts `npm start`'s script with `env`, waits for /healthz, and gives the seconds it took and,
 * after `idleSeconds` without requests, the server's resident memory.
 */
async function startOnce(env, idleSeconds, root = ROOT) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += chunk;
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    let healthy = false;
    while (!healthy && child.exitCode === null && performance.now() - started < 120_000) {
      try {
        healthy = (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    if (!healthy) {
      throw new Error(`o servidor não respondeu /healthz: ${errors.slice(-400)}`);
    }
    const seconds = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const server = childOf(child.pid);
    return { seconds, rss: server ? rssMb(server) : null };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/** Prints the two starts and the idle memory, each with its goal (issue 28). */
export async function benchStart({ databaseUrl, idleSeconds = 20, goals }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sppock-bench-start-'));
  const env = { DATA_DIR: dataDir, NODE_ENV: 'development', DATABASE_URL: databaseUrl, REDIS_URL: '' };
  try {
    const fresh = await startOnce(env, 0);
    const again = await startOnce(env, idleSeconds);
    const verdict = (value, goal) => (value <= goal ? 'ok' : 'acima da meta');
    console.log(
      `npm start até /healthz, pasta de dados nova: ${fresh.seconds.toFixed(1)} s; de novo, nada mudou: ${again.seconds.toFixed(1)} s (meta ≤ ${goals.startSeconds} s: ${verdict(again.seconds, goals.startSeconds)})`,
    );
    if (again.rss !== null) {
      console.log(
        `memória residente do servidor de npm start, ocioso ${idleSeconds} s após a partida: ${again.rss.toFixed(0)} MB (meta ≤ ${goals.idleRssMb} MB no PGlite: ${verdict(again.rss, goals.idleRssMb)})`,
      );
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs a command to its end; throws with its error output when it fails. */
function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} falhou: ${(result.stderr ?? String(result.error)).slice(-400)}`,
    );
  }
}

/**
 * `npm start` as on a fresh clone (`--fresh-clone`): the repository's last commit cloned into a
 * temporary folder, `npm ci` there (from npm's cache when it has the packages), then `npm start`
 * timed to its first /healthz, every build running (issue 28: ≤ 12 s). What is not committed is
 * not in the clone.
 */
export async function benchFreshClone({ databaseUrl, goalSeconds }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sppock-bench-clone-'));
  const clone = path.join(dir, 'sppock');
  try {
    run('git', ['clone', '--quiet', ROOT, clone]);
    const installing = performance.now();
    run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], clone);
    const installSeconds = (performance.now() - installing) / 1000;
    const env = {
      DATA_DIR: path.join(dir, 'data'),
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
    };
    const { seconds } = await startOnce(env, 0, clone);
    console.log(
      `npm start até /healthz num clone novo (o último commit; npm ci em ${installSeconds.toFixed(0)} s antes), todos os builds: ${seconds.toFixed(1)} s (meta ≤ ${goalSeconds} s: ${seconds <= goalSeconds ? 'ok' : 'acima da meta'})`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
