// `npm start` (scripts/start.mjs) starts the server as soon as the server's own build is done and
// lets it set up all it can — its modules, the database opened, migrated and seeded, the token
// counter, the routes — while the app and the partner embed are still being built (on a fresh
// clone, the longest builds; issue 28). Before it reads the built app (`beforeWebApp` of
// buildServer), the server waits on the IPC channel start.mjs opened: it says it is waiting,
// start.mjs answers once every build is done, and only then does the server read the app and
// listen. Run any other way (`node dist/main.js`, a process manager), it never waits.

/** The two messages of the exchange. */
export const START_GATE = {
  waiting: 'sppock:waiting-for-builds',
  ready: 'sppock:builds-ready',
} as const;

/** The environment variable start.mjs sets with its IPC channel (another parent's channel is not ours). */
export const START_GATE_ENV = 'SPPOCK_AWAIT_BUILDS';

/** The process as seen from here: its IPC channel, when it has one. */
export interface GateChannel {
  send?: (message: unknown) => boolean;
  disconnect?: () => void;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'disconnect', listener: () => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'disconnect', listener: () => void): unknown;
}

/**
 * Resolves when npm start's builds are done, with true (at once, with false, when not started by
 * npm start); rejects when npm start goes away first (a build failed, or it was interrupted).
 */
export function awaitStartBuilds(
  channel: GateChannel = process,
  env: NodeJS.ProcessEnv = process.env,
): Promise<boolean> {
  const send = channel.send;
  if (!send || env[START_GATE_ENV] !== '1') {
    return Promise.resolve(false);
  }
  return new Promise((resolve, reject) => {
    const stop = () => {
      channel.off('message', onMessage);
      channel.off('disconnect', onDisconnect);
    };
    const onMessage = (message: unknown) => {
      if (message === START_GATE.ready) {
        stop();
        // Nothing else comes over the channel: it no longer keeps the process alive.
        channel.disconnect?.();
        resolve(true);
      }
    };
    const onDisconnect = () => {
      stop();
      reject(new Error('O npm start terminou antes dos builds: o servidor não vai iniciar.'));
    };
    channel.on('message', onMessage);
    channel.on('disconnect', onDisconnect);
    send.call(channel, START_GATE.waiting);
  });
}
