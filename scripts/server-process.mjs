// How `npm start` (scripts/start.mjs) runs the built server: its Node flags and environment.
/**
 * V8 flags of the server process (`node <flags> dist/main.js` does the same outside `npm start`).
 * The young generation capped at 16 MB per semi-space: by default V8 lets it grow to 64 MB each on
 * this kind of machine, and an idle server keeps them committed (measured 2026-11-27: idle
 * resident memory 497–528 MB by default, 380–416 MB capped; issue 28).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16'];

/**
 * glibc's malloc (Linux) raises its mmap threshold each time a large block is freed, up to 32 MB:
 * after the start (V8 compiling PGlite's WebAssembly and the modules on its background threads)
 * later large blocks come from the arenas, whose freed pages the process keeps. Fixing the
 * threshold at glibc's own default (128 kB) turns the adjustment off, so large blocks are mapped
 * and given back when freed. Measured 2026-11-27: idle resident memory 328–367 MB → 284–288 MB,
 * the same requests per second (issue 28). Other C libraries ignore the variable.
 */
const SERVER_GLIBC_TUNABLES = 'glibc.malloc.mmap_threshold=131072';

/** The user's GLIBC_TUNABLES, with ours added unless they set the threshold themselves. */
export function glibcTunables(existing = '') {
  if (existing.includes('glibc.malloc.mmap_threshold')) {
    return existing;
  }
  return existing === '' ? SERVER_GLIBC_TUNABLES : `${existing}:${SERVER_GLIBC_TUNABLES}`;
}

/**
 * The server's environment: the caller's, with the development opt-in (demo accounts and
 * /__dev/outbox, which the server still refuses in production or on a host reachable from the
 * network) unless set, and the malloc threshold above.
 */
export function serverEnvironment(env) {
  return {
    ...env,
    SPPOCK_DEMO: env.SPPOCK_DEMO ?? '1',
    GLIBC_TUNABLES: glibcTunables(env.GLIBC_TUNABLES),
  };
}

/**
 * The exchange with the server while the other builds finish (packages/server/src/start-gate.ts,
 * which holds the same three strings; a test keeps them equal): started with this variable and an
 * IPC channel, the server sets up all but the built app and then says it is waiting; it reads the
 * app and listens when told the builds are ready.
 */
export const START_GATE = {
  env: 'SPPOCK_AWAIT_BUILDS',
  waiting: 'sppock:waiting-for-builds',
  ready: 'sppock:builds-ready',
};
