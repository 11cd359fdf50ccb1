// The version of a person's plan rows (issue 28 item 3): their subscriptions and the extra tokens
// they bought. Every write to those rows moves it once the write is committed, and the plan cache
// (payer/plan-cache.ts) keeps a person's plan only while the version it read stays the same. It
// lives in the shared limiter — Redis when REDIS_URL is set, as the spacing between messages
// does — so a change on one API node is seen by the others at their next read.
import type { Services } from '../../services.ts';

/**
 * How long a version's window lasts. A window that expires starts again from 0, so a cached plan
 * never outlives the window its version was read in (else an old number could come back).
 */
const VERSION_WINDOW_MS = 60 * 60 * 1000;

function versionKey(userId: number): string {
  return `plan:version:${userId}`;
}

export interface PlanVersion {
  version: number;
  /** When the window of this version closes (epoch ms): a plan read under it is good until then at most. */
  validUntil: number;
}

/** The current version of the person's plan rows (opens its window when there is none). */
export async function planVersion(services: Services, userId: number): Promise<PlanVersion> {
  const window = await services.limiter.hit(versionKey(userId), VERSION_WINDOW_MS, 0);
  return { version: window.count, validUntil: services.clock.now().getTime() + window.resetInMs };
}

/**
 * Moves the version of each person's plan rows: called after a write to their subscriptions or
 * extra tokens has been committed, so a plan read before the write is not used after it.
 */
export async function planChanged(services: Services, ...userIds: number[]): Promise<void> {
  await Promise.all(userIds.map((userId) => services.limiter.hit(versionKey(userId), VERSION_WINDOW_MS)));
}
