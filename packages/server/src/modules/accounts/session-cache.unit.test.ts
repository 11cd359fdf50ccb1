// The in-memory session cache: what it keeps, for how long, and when it refuses to answer — an
// announcement about the user, a read that started before one, a channel that may be missing
// announcements (Redis down), and a bounded size.
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '../../../test/env.ts';
import { InProcessRevocations, RedisRevocations, type RevocationChannel } from '../../infra/revocations.ts';
import { type CachedSession, QUIET_MS, SessionCache } from './session-cache.ts';
import type { UserRow } from './users.ts';

function sessionOf(userId: number): CachedSession {
  const at = new Date('2026-11-26T12:00:00Z');
  return {
    userId,
    user: { id: userId, email: `u${userId}@exemplo.com.br` } as UserRow,
    createdAt: at,
    lastSeenAt: at,
    idleMinutes: null,
  };
}

/** A channel whose health the test sets, as Redis going away and coming back would. */
class SwitchableChannel implements RevocationChannel {
  readonly kind = 'in-process' as const;
  listening = true;
  epoch = 0;
  async announce(): Promise<void> {}
  onAnnouncement(): void {}
  async close(): Promise<void> {}
}

let now = 0;
const clock = () => now;

describe('SessionCache', () => {
  it('guarda a sessão lida e a responde até o prazo de segurança', () => {
    const cache = new SessionCache(new InProcessRevocations(), { ttlMs: 5_000, now: clock });
    cache.keep('s1', sessionOf(1), cache.ticket());
    now += 4_999;
    expect(cache.get('s1')?.userId).toBe(1);
    now += 1;
    expect(cache.get('s1')).toBeUndefined();
  });

  it('um aviso sobre o usuário apaga as sessões dele, e por QUIET_MS elas vêm do banco', async () => {
    const channel = new InProcessRevocations();
    const cache = new SessionCache(channel, { now: clock });
    cache.keep('s1', sessionOf(1), cache.ticket());
    cache.keep('s2', sessionOf(2), cache.ticket());
    await channel.announce(1);
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.get('s2')?.userId).toBe(2);
    // A revocation written in a transaction that commits later: nothing kept meanwhile.
    cache.keep('s1', sessionOf(1), cache.ticket());
    expect(cache.get('s1')).toBeUndefined();
    now += QUIET_MS;
    cache.keep('s1', sessionOf(1), cache.ticket());
    expect(cache.get('s1')?.userId).toBe(1);
  });

  it('uma leitura que começou antes de um aviso não é guardada', async () => {
    const channel = new InProcessRevocations();
    const cache = new SessionCache(channel, { now: clock });
    const ticket = cache.ticket();
    now += 10;
    await channel.announce(3);
    now += QUIET_MS;
    cache.keep('s3', sessionOf(3), ticket);
    expect(cache.get('s3')).toBeUndefined();
  });

  it('sem ouvir os avisos (Redis fora), não responde nada da memória, nem o que guardou antes', () => {
    const channel = new SwitchableChannel();
    const cache = new SessionCache(channel, { now: clock });
    cache.keep('s1', sessionOf(1), cache.ticket());
    channel.listening = false;
    expect(cache.get('s1')).toBeUndefined();
    cache.keep('s1', sessionOf(1), cache.ticket());
    // Back, under a new epoch: what was kept before the gap is gone.
    channel.listening = true;
    channel.epoch += 1;
    expect(cache.get('s1')).toBeUndefined();
    cache.keep('s1', sessionOf(1), cache.ticket());
    expect(cache.get('s1')?.userId).toBe(1);
  });

  it('guarda no máximo maxEntries, e sai a usada há mais tempo', () => {
    const cache = new SessionCache(new InProcessRevocations(), { maxEntries: 3, now: clock });
    for (const id of [1, 2, 3]) {
      cache.keep(`s${id}`, sessionOf(id), cache.ticket());
    }
    expect(cache.get('s1')?.userId).toBe(1);
    cache.keep('s4', sessionOf(4), cache.ticket());
    expect(cache.size).toBe(3);
    expect(cache.get('s2')).toBeUndefined();
    expect(cache.get('s1')?.userId).toBe(1);
    expect(cache.get('s4')?.userId).toBe(4);
  });
});

describe('RedisRevocations', () => {
  const open: RevocationChannel[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((channel) => channel.close()));
  });

  it('o aviso de um nó chega ao outro', async () => {
    const prefix = `sppock-test-${randomBytes(6).toString('hex')}:`;
    const a = new RedisRevocations(TEST_REDIS_URL, prefix);
    const b = new RedisRevocations(TEST_REDIS_URL, prefix);
    open.push(a, b);
    const heard: number[] = [];
    b.onAnnouncement((userId) => heard.push(userId));
    await expect.poll(() => a.listening && b.listening).toBe(true);
    await a.announce(42);
    await expect.poll(() => heard).toEqual([42]);
  });

  it('sem Redis, não diz que ouve, e anunciar falha em vez de fingir', async () => {
    const channel = new RedisRevocations('redis://127.0.0.1:1', 'sppock-test-fora:');
    open.push(channel);
    expect(channel.listening).toBe(false);
    await expect(channel.announce(1)).rejects.toThrow();
    expect(channel.listening).toBe(false);
  });
});
