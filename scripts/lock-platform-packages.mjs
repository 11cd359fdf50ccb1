// Records in package-lock.json the platform packages of other systems that npm left out, so that
// `npm ci` accepts the lock on any machine.
//
// Why: the registry mirror this project is developed against answers 404 for the native builds of
// other platforms (e.g. `@biomejs/cli-darwin-arm64@2.6.8`); npm then drops those optional packages
// from the lock (arborist skips optional deps that failed to load), and `npm ci` refuses the lock
// ("Missing: @biomejs/cli-darwin-arm64@ from lock file"). With the public registry, npm records them
// itself and this script finds nothing to do.
//
// Each missing entry gets the exact version its parent pins and the `os`/`cpu`/`libc` of its name
// (the napi-rs naming every one of these packages follows), so npm skips it on other platforms.
// The mirror cannot give their tarball hashes, so those entries carry no `integrity`: on the
// platform that installs one, npm fetches that exact version without a hash to compare.
//
// Usage: `node scripts/lock-platform-packages.mjs` (writes the lock, then lets npm normalise it)
//        `node scripts/lock-platform-packages.mjs --check` (exit 1 if an entry is missing)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const LOCK = 'package-lock.json';
const OPERATING_SYSTEMS = new Set([
  'aix',
  'android',
  'darwin',
  'freebsd',
  'linux',
  'netbsd',
  'openbsd',
  'openharmony',
  'sunos',
  'win32',
]);
const CPUS = new Set(['arm', 'arm64', 'ia32', 'loong64', 'mips64el', 'ppc64', 'riscv64', 's390x', 'x64']);

/** `os`/`cpu`/`libc` from a platform package name such as `@rollup/rollup-linux-arm-musleabihf`. */
export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  if (parts.at(-2) === 'wasm32' && parts.at(-1) === 'wasi') {
    return { cpu: ['wasm32'] };
  }
  const osIndex = parts.findIndex((part) => OPERATING_SYSTEMS.has(part));
  const os = parts[osIndex];
  const cpu = parts[osIndex + 1];
  if (osIndex < 0 || !CPUS.has(cpu)) {
    return undefined;
  }
  const abi = parts.slice(osIndex + 2).join('-');
  const platform = { cpu: [cpu], os: [os] };
  if (os === 'linux' && abi.startsWith('gnu')) {
    platform.libc = ['glibc'];
  } else if (os === 'linux' && abi.startsWith('musl')) {
    platform.libc = ['musl'];
  }
  return platform;
}

/** The lock location `name` resolves to from `from`, as Node's lookup walks up node_modules. */
function resolveFrom(packages, from, name) {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) {
      return candidate;
    }
    if (!dir) {
      return undefined;
    }
    const up = dir.lastIndexOf('/node_modules/');
    dir = up < 0 ? '' : dir.slice(0, up);
  }
}

/** Optional platform packages pinned by a locked package but absent from the lock, with where they go. */
export function missingPlatformPackages(packages) {
  const missing = [];
  for (const [location, entry] of Object.entries(packages)) {
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      const resolved = resolveFrom(packages, location, name);
      if (resolved && packages[resolved].version === spec) {
        continue;
      }
      // Only exact pins are platform builds of the parent; a range would need the registry.
      if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)) {
        if (!resolved) {
          missing.push({ location: undefined, name, spec, from: location });
        }
        continue;
      }
      // A free top-level slot is shared; an occupied one means nesting under the parent.
      const slot = resolved ? `${location}/node_modules/${name}` : `node_modules/${name}`;
      missing.push({ location: slot, name, spec, from: location });
    }
  }
  return missing;
}

function main() {
  const check = process.argv.includes('--check');
  const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'));
  const missing = missingPlatformPackages(lock.packages);
  const unplaceable = missing.filter((m) => !m.location || !platformOf(m.name));
  for (const m of unplaceable) {
    console.error(`${m.name}@${m.spec} (de ${m.from}): sem versão exata ou plataforma reconhecível`);
  }
  if (unplaceable.length) {
    process.exit(1);
  }
  if (check) {
    for (const m of missing) {
      console.error(`Falta no lock: ${m.location}@${m.spec}`);
    }
    if (missing.length) {
      console.error('Rode `node scripts/lock-platform-packages.mjs` e faça commit do lock.');
    }
    process.exit(missing.length ? 1 : 0);
  }
  for (const m of missing) {
    const parent = lock.packages[m.from];
    lock.packages[m.location] = {
      version: m.spec,
      ...(parent.dev ? { dev: true } : {}),
      optional: true,
      ...platformOf(m.name),
    };
  }
  fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`${missing.length} pacote(s) de plataforma registrados no lock.`);
  // npm rewrites the lock in its own order and flags; it keeps the entries just added.
  const npm = spawnSync(
    'npm',
    ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'],
    { stdio: 'inherit' },
  );
  process.exit(npm.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main();
}
