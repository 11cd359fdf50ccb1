// Closing BullMQ's parts (workers, queue events, queues) and their Redis connections, as the job
// queue and the schedules' driver both do: a connection still reconnecting (Redis away) would make
// a graceful close wait forever, so closing waits a few seconds and then drops the connections.
import type { Redis } from 'ioredis';

/** How long closing waits for BullMQ to finish its calls before dropping the connections. */
const CLOSE_GRACE_MS = 5_000;

/** Closes `parts` in order, then quits `connections`; after the grace period, disconnects them. */
export async function closeBullmq(
  parts: readonly { close(): Promise<void> }[],
  connections: readonly Redis[],
): Promise<void> {
  const graceful = (async () => {
    for (const part of parts) {
      await part.close();
    }
    await Promise.all(connections.map((redis) => redis.quit().catch(() => undefined)));
  })().catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, CLOSE_GRACE_MS);
  });
  await Promise.race([graceful, limit]);
  clearTimeout(timer);
  for (const redis of connections) {
    redis.disconnect();
  }
}
