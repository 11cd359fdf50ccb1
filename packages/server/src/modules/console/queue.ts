// 'Status da Fila' (spec 3 §2, §3 "Queue status"): the server's own figures over a sliding window
// (`services.queue`, fed by every API request and every long job) and the system health they
// mean, from the thresholds below (spec 3 §9 leaves them to the server).
import { and, count, eq, gte, inArray } from 'drizzle-orm';
import { HOUR } from '../../clock.ts';
import type { QueueSnapshot } from '../../infra/queue-figures.ts';
import type { Services } from '../../services.ts';
import { agentRuns } from '../jobs/schema.ts';
import { llmCalls } from '../metering/schema.ts';

export type SystemHealth = 'healthy' | 'warning' | 'critical' | 'unknown';

/**
 * Health thresholds over the window: at or past `critical` on either figure the system is
 * critical, at or past `warning` it needs attention; with no work in the window it is unknown.
 */
export const HEALTH_THRESHOLDS = {
  warning: { errorRatePercent: 5, averageSeconds: 10 },
  critical: { errorRatePercent: 20, averageSeconds: 30 },
} as const;

export function systemHealth(snapshot: QueueSnapshot): SystemHealth {
  if (snapshot.completed === 0) {
    return snapshot.active > 0 ? 'healthy' : 'unknown';
  }
  const { warning, critical } = HEALTH_THRESHOLDS;
  if (
    snapshot.errorRatePercent >= critical.errorRatePercent ||
    snapshot.averageResponseSeconds >= critical.averageSeconds
  ) {
    return 'critical';
  }
  if (
    snapshot.errorRatePercent >= warning.errorRatePercent ||
    snapshot.averageResponseSeconds >= warning.averageSeconds
  ) {
    return 'warning';
  }
  return 'healthy';
}

/** The four cards plus the contract's extra figures, all measured. */
export async function queueStats(services: Services) {
  const snapshot = services.queue.snapshot();
  const since = new Date(services.clock.now().getTime() - HOUR);
  const [calls] = await services.db
    .select({
      completed: count(),
    })
    .from(llmCalls)
    .where(and(gte(llmCalls.createdAt, since), eq(llmCalls.outcome, 'ok')));
  const [failed] = await services.db
    .select({ failed: count() })
    .from(llmCalls)
    .where(
      and(gte(llmCalls.createdAt, since), inArray(llmCalls.outcome, ['error', 'timeout', 'rate_limited'])),
    );
  const [runs] = await services.db
    .select({ running: count() })
    .from(agentRuns)
    .where(eq(agentRuns.status, 'running'));
  return {
    active_requests: snapshot.active,
    avg_response_time: snapshot.averageResponseSeconds,
    error_rate: Math.min(1, Math.round(snapshot.errorRatePercent * 100) / 10000),
    system_health: systemHealth(snapshot),
    // Long agent runs still running on any node (the job queue's backlog).
    queued_jobs: Math.max(0, Number(runs?.running ?? 0) - snapshot.activeJobs),
    completed_last_hour: Number(calls?.completed ?? 0),
    failed_last_hour: Number(failed?.failed ?? 0),
    // This node; each API node reports its own figures.
    workers: 1,
  };
}
