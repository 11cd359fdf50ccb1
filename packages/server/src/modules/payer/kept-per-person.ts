// What each API node keeps of a person between requests (issue 28 item 3) — their own plan
// (own-plan.ts) and their team (own-team.ts) — under the version of their plan rows
// (payments/plan-version.ts, in the shared limiter): a kept value is used only while that version
// is the one it was read under and its own deadline has not passed, so a change committed on any
// node is seen by every node at its next read.
import type { Services } from '../../services.ts';
import type { PlanVersion } from '../payments/plan-version.ts';

/** A kept value is read again after this long even when nothing said it changed. */
export const KEPT_MAX_AGE_MS = 60_000;
/** People kept per node for each kind of value; past it the oldest is dropped. */
const MAX_PEOPLE = 10_000;

interface Kept<T> {
  value: T;
  version: number;
  /** Epoch ms (the server's clock) after which the value is read again. */
  until: number;
}

/** One kind of value kept per person, one store per server (tests run several in one process). */
export class KeptPerPerson<T> {
  private readonly stores = new WeakMap<Services, Map<number, Kept<T>>>();

  private storeOf(services: Services): Map<number, Kept<T>> {
    let store = this.stores.get(services);
    if (!store) {
      store = new Map();
      this.stores.set(services, store);
    }
    return store;
  }

  /** The value kept for the person under `version`, still within its deadline; undefined otherwise. */
  get(services: Services, userId: number, version: PlanVersion): T | undefined {
    const kept = this.storeOf(services).get(userId);
    return kept && kept.version === version.version && services.clock.now().getTime() < kept.until
      ? kept.value
      : undefined;
  }

  /**
   * Keeps the value read under `version` until the version's window closes, {@link KEPT_MAX_AGE_MS}
   * pass or `until` (a deadline of the value's own), whichever comes first.
   */
  set(services: Services, userId: number, value: T, version: PlanVersion, until = Number.POSITIVE_INFINITY) {
    const store = this.storeOf(services);
    store.delete(userId);
    const now = services.clock.now().getTime();
    store.set(userId, {
      value,
      version: version.version,
      until: Math.min(version.validUntil, now + KEPT_MAX_AGE_MS, until),
    });
    if (store.size > MAX_PEOPLE) {
      const oldest = store.keys().next();
      if (!oldest.done) {
        store.delete(oldest.value);
      }
    }
  }

  /** Forgets what is kept of the person on this node. */
  forget(services: Services, userId: number): void {
    this.storeOf(services).delete(userId);
  }
}
