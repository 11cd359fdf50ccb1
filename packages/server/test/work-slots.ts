// Fills a bound on heavy work (infra/work-slots.ts) as a crowd of uploads would: every slot busy
// and every place in the queue taken, until the test lets them go. The next job is refused.
import type { WorkSlots } from '../src/infra/work-slots.ts';

/** Occupies every slot and queue place of `slots`; the returned function frees them. */
export function occupyAll(slots: WorkSlots): () => Promise<void> {
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const jobs = Array.from({ length: slots.concurrency + slots.maxWaiting }, () => slots.run(() => gate));
  if (!slots.full) {
    throw new Error('As vagas de trabalho deveriam estar todas ocupadas.');
  }
  return async () => {
    open();
    await Promise.all(jobs);
  };
}
