// The cycle's usage of a pool (the tokens metered and the conversations started), kept per API
// node (issue 28 §3): every chat message checks it, and only spends change it. The version of the
// billed user's usage lives in the shared limiter — Redis when REDIS_URL is set, as the plan's
// version (payments/plan-version.ts) does — and moves after every spend is committed, on any
// node. A node keeps a figure only while the version it was read under is the current one, and
// adds its own spends to it when no other spend came in between (the version moved by exactly
// one) and the figure was read before the spend began; otherwise it reads it again.
import type { Services } from '../../services.ts';
import { usageInWindow, type WindowUsage } from '../metering/usage.ts';

/** The figure is read again after this long even when nothing said it changed. */
const MAX_AGE_MS = 60_000;
/** Pools kept per node; past it the oldest is dropped. */
const MAX_POOLS = 10_000;
/** A version's window; one that expires starts again from 0, so a figure never outlives its window. */
const VERSION_WINDOW_MS = 60 * 60 * 1000;

/** Whose usage, over which cycle: the billed user, the pool counted with them and the cycle's bounds. */
export interface UsageScope {
  billedUserId: number;
  pool: readonly number[];
  cycle: { start: Date; end: Date };
}

interface Kept {
  usage: WindowUsage;
  version: number;
  /** Epoch ms (the server's clock) after which the figure is read again. */
  until: number;
  /** When the figure was stored (`performance.now()`): a spend that began later is not in it. */
  storedAt: number;
}

// One store per server (tests run several servers, each with its own database, in one process).
const stores = new WeakMap<Services, Map<string, Kept>>();

function storeOf(services: Services): Map<string, Kept> {
  let store = stores.get(services);
  if (!store) {
    store = new Map();
    stores.set(services, store);
  }
  return store;
}

function keyOf(scope: UsageScope): string {
  return `${scope.billedUserId}|${scope.pool.join(',')}|${scope.cycle.start.getTime()}|${scope.cycle.end.getTime()}`;
}

function versionKey(billedUserId: number): string {
  return `usage:version:${billedUserId}`;
}

/** The pool's usage in the cycle: the node's figure while no spend elsewhere moved it, else read (one statement). */
export async function keptCycleUsage(services: Services, scope: UsageScope): Promise<WindowUsage> {
  const store = storeOf(services);
  const key = keyOf(scope);
  const now = services.clock.now().getTime();
  const window = await services.limiter.hit(versionKey(scope.billedUserId), VERSION_WINDOW_MS, 0);
  const kept = store.get(key);
  if (kept && kept.version === window.count && now < kept.until) {
    return { ...kept.usage };
  }
  const usage = await usageInWindow(services.db, scope.pool, scope.cycle.start, scope.cycle.end);
  store.delete(key);
  store.set(key, {
    usage: { ...usage },
    version: window.count,
    until: Math.min(now + window.resetInMs, now + MAX_AGE_MS, scope.cycle.end.getTime()),
    storedAt: performance.now(),
  });
  if (store.size > MAX_POOLS) {
    const oldest = store.keys().next();
    if (!oldest.done) {
      store.delete(oldest.value);
    }
  }
  return usage;
}

/** When a spend's write begins: hand it to {@link usageSpent} once the write is committed. */
export function spendBegins(): number {
  return performance.now();
}

/**
 * A spend of the pool was committed (tokens metered, a conversation started): every node's figure
 * is out of date (the version moves), and this node's own gets the spend added when it was read
 * before the spend began and no other spend came in between; else it is dropped.
 */
export async function usageSpent(
  services: Services,
  scope: UsageScope,
  spent: { tokens?: number; conversations?: number },
  began: number,
): Promise<void> {
  const window = await services.limiter.hit(versionKey(scope.billedUserId), VERSION_WINDOW_MS);
  const store = storeOf(services);
  const key = keyOf(scope);
  const kept = store.get(key);
  if (!kept) {
    return;
  }
  const now = services.clock.now().getTime();
  if (kept.version === window.count - 1 && kept.storedAt < began && now < kept.until) {
    kept.usage.tokens += spent.tokens ?? 0;
    kept.usage.conversations += spent.conversations ?? 0;
    kept.version = window.count;
    return;
  }
  store.delete(key);
}

/**
 * The pool's usage changed without a spend through this server (a test writing rows, an
 * operator's correction): every node reads it again.
 */
export async function usageChanged(services: Services, billedUserId: number): Promise<void> {
  await services.limiter.hit(versionKey(billedUserId), VERSION_WINDOW_MS);
}
