// The builds `npm start` needs (the bundled contract, the reference app, the partner embed and the
// server), each skipped when its inputs have not changed since it last succeeded. "Changed" is the
// content: a SHA-256 over every input file's path and bytes (tests and stories left out, the lock
// file included), kept in node_modules/.cache/sppock-builds/. Modification times would rebuild
// after every fresh clone or checkout and could miss an edit that keeps the time.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repositoryRoot = path.resolve(import.meta.dirname, '..');

/** Files that never change what a build produces. */
const IGNORED_FILE = /\.(test|test-d|stories|e2e)\.tsx?$|(^|\/)README\.md$/;
const IGNORED_DIR = new Set(['node_modules', 'dist', 'dist-embed', 'storybook-static', '.data', 'coverage']);

/** Every input file under `paths` (relative to `root`), sorted. */
function inputFiles(root, paths) {
  const files = [];
  const visit = (relative) => {
    const full = path.join(root, relative);
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (!stat) {
      return;
    }
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(full)) {
        if (!IGNORED_DIR.has(child)) {
          visit(path.posix.join(relative, child));
        }
      }
    } else if (!IGNORED_FILE.test(relative)) {
      files.push(relative);
    }
  };
  for (const entry of paths) {
    visit(entry);
  }
  return files.sort();
}

/** The content hash of a build's inputs (and of the environment that changes its output). */
export function inputsHash(paths, env = {}, root = repositoryRoot) {
  const hash = crypto.createHash('sha256');
  hash.update(JSON.stringify(env));
  for (const file of inputFiles(root, [...paths, 'package-lock.json'])) {
    hash.update(`\0${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

/**
 * Runs `command` unless the build's inputs hash to what they were at its last success and its
 * outputs are all there. Says which, with the time taken. Several may run at once: a build's own
 * output is kept and shown only when it fails. Rejects when the build fails.
 * `root` is the folder the paths are relative to (the repository's by default).
 * @returns whether the build ran.
 */
export async function buildIfChanged(
  { name, label, inputs, outputs, command, args, env = {}, committedStamp },
  root = repositoryRoot,
  { background = false } = {},
) {
  const started = performance.now();
  const cacheDir = path.join(root, 'node_modules', '.cache', 'sppock-builds');
  const hash = inputsHash(inputs, env, root);
  const stamp = path.join(cacheDir, `${name}.json`);
  const previous = fs.existsSync(stamp) ? JSON.parse(fs.readFileSync(stamp, 'utf8')).hash : null;
  const present = outputs.every((output) => fs.existsSync(path.join(root, output)));
  const ms = () => Math.round(performance.now() - started);
  if (previous === hash && present) {
    console.log(`${label}: sem mudanças desde o último build (conferido em ${ms()} ms), reaproveitado.`);
    return false;
  }
  if (committedStamp && present && readCommittedStamp(root, committedStamp) === hash) {
    console.log(`${label}: igual ao commitado no repositório (conferido em ${ms()} ms), reaproveitado.`);
    return false;
  }
  console.log(`${label}: construindo (${present ? 'fontes mudaram' : 'ainda não construído'})…`);
  const output = [];
  const status = await new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    if (background && child.pid) {
      lowerPriority(child.pid);
    }
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => {
      output.push(Buffer.from(String(error)));
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
  if (status !== 0) {
    process.stderr.write(Buffer.concat(output));
    throw new Error(`${label}: o build falhou (código ${status}).`);
  }
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(stamp, JSON.stringify({ hash, builtAt: new Date().toISOString() }));
  console.log(`${label}: pronto em ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}

/**
 * A background build yields the CPU to the others (nice 10; what it starts inherits it, and npm
 * starts nothing in the first milliseconds). Where the system refuses, it runs as it is.
 */
function lowerPriority(pid) {
  try {
    os.setPriority(pid, 10);
  } catch {
    // Left at the normal priority.
  }
}

function readCommittedStamp(root, file) {
  const full = path.join(root, file);
  return fs.existsSync(full) ? fs.readFileSync(full, 'utf8').trim() : null;
}

/**
 * Writes the hash of `build`'s inputs to its `committedStamp`: for an output committed to the
 * repository (the bundled contract), the stamp says which inputs it was made from, so a fresh
 * clone's first `npm start` reuses it instead of building it again. The build's script writes it
 * after building; CI's drift check (`git diff` of openapi/dist) keeps it true.
 */
export function writeCommittedStamp(build, root = repositoryRoot) {
  fs.writeFileSync(path.join(root, build.committedStamp), `${inputsHash(build.inputs, build.env, root)}\n`);
}

/** The builds `npm start` needs, run side by side (the end-to-end suite builds the app with the same entry). */
export const START_BUILDS = [
  {
    name: 'contract',
    label: 'Contrato (openapi/dist/openapi.json)',
    inputs: ['openapi/openapi.yaml', 'openapi/paths', 'openapi/components', 'redocly.yaml'],
    outputs: ['openapi/dist/openapi.json'],
    // Committed with the bundle (written by `npm run contract:bundle`).
    committedStamp: 'openapi/dist/openapi.inputs.sha256',
    command: 'npm',
    args: ['run', 'contract:bundle', '--silent'],
  },
  {
    name: 'app',
    label: 'App de referência',
    inputs: [
      'packages/app/src',
      'packages/app/index.html',
      'packages/app/public',
      'packages/app/scripts',
      'packages/app/vite.config.ts',
      'packages/app/precompress.ts',
      'packages/app/package.json',
      'packages/ui/src',
      'packages/ui/package.json',
      'packages/sdk/src',
      'packages/sdk/package.json',
    ],
    outputs: ['packages/app/dist/index.html'],
    // The package's `npm run build`, without npm's own start (about half a second of CPU each).
    command: process.execPath,
    args: ['packages/app/scripts/build.mjs'],
    // A production build whatever the shell says: NODE_ENV=test would ship React's development
    // build. Without source maps: nothing here reads them (see the app's vite.config.ts).
    env: { NODE_ENV: 'production', SPPOCK_APP_SOURCEMAPS: '0' },
  },
  {
    name: 'embed',
    label: 'Embed dos sites parceiros (/embed/)',
    inputs: [
      'packages/ui/src',
      'packages/ui/vite.embed.config.ts',
      'packages/ui/scripts/build-embed.mjs',
      'packages/ui/package.json',
      'packages/sdk/src',
    ],
    outputs: [
      'packages/ui/dist-embed/sppock-embed.js',
      'packages/ui/dist-embed/sppock-widget.js',
      'packages/ui/dist-embed/sppock-commander.js',
    ],
    command: process.execPath,
    args: ['packages/ui/scripts/build-embed.mjs'],
    env: { NODE_ENV: 'production' },
  },
  {
    name: 'server',
    label: 'Servidor (packages/server/dist)',
    inputs: [
      'packages/server/src',
      'packages/server/tsup.config.ts',
      'packages/server/package.json',
      'packages/sdk/src',
      'packages/sdk/package.json',
    ],
    outputs: ['packages/server/dist/main.js', 'packages/server/dist/cli.js'],
    command: 'npm',
    args: ['run', 'build:run', '-w', '@sppock/server', '--silent'],
  },
];
