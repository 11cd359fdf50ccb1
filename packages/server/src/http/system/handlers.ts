// Our extensions: health and the development outbox.
import { asc, eq } from 'drizzle-orm';
import { defineOperations } from '../../contract/define.ts';
import { pingDatabase } from '../../db/client.ts';
import { outboxMessages } from '../../modules/outbox/schema.ts';
import { serverVersion } from '../../package-root.ts';
import type { Services } from '../../services.ts';

/** A load balancer may probe every few hundred milliseconds: one query answers a second of them. */
const HEALTH_PROBE_MS = 1_000;
const probes = new WeakMap<Services, { at: number; healthy: Promise<boolean> }>();

/** Whether the database answers, asked at most once a second (concurrent probes share it). */
function databaseHealthy(services: Services): Promise<boolean> {
  const now = performance.now();
  const last = probes.get(services);
  if (last && now - last.at < HEALTH_PROBE_MS) {
    return last.healthy;
  }
  const healthy = pingDatabase(services.db);
  probes.set(services, { at: now, healthy });
  return healthy;
}

export const systemOperations = defineOperations({
  systemGetHealth: {
    handler: async ({ services }) => {
      if (!(await databaseHealthy(services))) {
        return { status: 503, body: { detail: 'Banco de dados indisponível' } };
      }
      return {
        status: 200,
        body: {
          status: 'ok',
          version: serverVersion,
          database: services.databaseKind,
          queue: services.limiter.kind,
          llm_provider: services.config.llm.provider,
        },
      };
    },
  },

  systemListDevOutbox: {
    handler: async ({ query, services }) => {
      // Codes and reset links live here: only with the development opt-in, on a loopback host.
      if (!services.config.demo) {
        return { status: 404, body: { detail: 'Não encontrado.' } };
      }
      const filter = query.to?.trim();
      const rows = await services.db
        .select()
        .from(outboxMessages)
        .where(
          filter
            ? eq(outboxMessages.recipient, filter.toLowerCase().includes('@') ? filter.toLowerCase() : filter)
            : undefined,
        )
        .orderBy(asc(outboxMessages.id));
      return {
        status: 200,
        body: {
          messages: rows.map((row) => ({
            id: row.id,
            recipient: row.recipient,
            channel: row.channel as 'email' | 'sms',
            subject: row.subject,
            body: row.body,
            created_at: row.createdAt.toISOString(),
          })),
        },
      };
    },
  },
});
