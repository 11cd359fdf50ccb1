import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { awaitStartBuilds, START_GATE, START_GATE_ENV } from './start-gate.ts';

/** A child's end of an IPC channel: what it sent, and the parent's side to answer. */
function channel() {
  const events = new EventEmitter();
  const sent: unknown[] = [];
  let disconnected = false;
  return {
    sent,
    get disconnected() {
      return disconnected;
    },
    parent: events,
    child: {
      send: (message: unknown) => {
        sent.push(message);
        return true;
      },
      disconnect: () => {
        disconnected = true;
      },
      on: (event: string, listener: (...args: unknown[]) => void) => events.on(event, listener),
      off: (event: string, listener: (...args: unknown[]) => void) => events.off(event, listener),
    },
  };
}

describe('a partida do servidor pelo npm start', () => {
  it('diz que espera e segue quando os builds terminam, soltando o canal', async () => {
    const ipc = channel();
    let done = false;
    const waiting = awaitStartBuilds(ipc.child, { [START_GATE_ENV]: '1' }).then((waited) => {
      done = waited;
    });
    expect(ipc.sent).toEqual([START_GATE.waiting]);
    ipc.parent.emit('message', 'outra mensagem');
    await Promise.resolve();
    expect(done).toBe(false);
    ipc.parent.emit('message', START_GATE.ready);
    await waiting;
    expect(done).toBe(true);
    expect(ipc.disconnected).toBe(true);
    expect(ipc.parent.listenerCount('message')).toBe(0);
  });

  it('desiste quando o npm start some antes (um build falhou, Ctrl+C)', async () => {
    const ipc = channel();
    const waiting = awaitStartBuilds(ipc.child, { [START_GATE_ENV]: '1' });
    ipc.parent.emit('disconnect');
    await expect(waiting).rejects.toThrow('O npm start terminou antes dos builds');
  });

  it('não espera nada sem o canal do npm start ou sem a variável dele', async () => {
    const ipc = channel();
    expect(await awaitStartBuilds(ipc.child, {})).toBe(false);
    expect(await awaitStartBuilds({ ...ipc.child, send: undefined }, { [START_GATE_ENV]: '1' })).toBe(false);
    expect(ipc.sent).toEqual([]);
  });
});
