// The privacy module's daily work, on the server's clock: the retention setting applied, expired
// export archives deleted, kept billing records dropped after their fiscal period. Every node
// checks once an hour; the first to open the day's window in the shared limiter (Redis when
// configured) runs it, the others skip: one run a day across the nodes (and the work is
// idempotent besides).
import { DAY, HOUR } from '../../clock.ts';
import type { RateLimiter } from '../../infra/rate-limit.ts';
import type { Services } from '../../services.ts';
import { dropExpiredBillingRecords } from './erasure.ts';
import { EXPORT_JOB, expireExports, runExportJob } from './exports.ts';
import { applyRetention } from './retention.ts';

export interface DailyPrivacyReport {
  conversationsDeleted: number;
  exportsExpired: number;
  billingRecordsDropped: number;
}

export async function runDailyPrivacy(services: Services): Promise<DailyPrivacyReport> {
  const now = services.clock.now();
  const report = {
    conversationsDeleted: await applyRetention(services.db, services.files, now),
    exportsExpired: await expireExports(services.db, services.files, now),
    billingRecordsDropped: await dropExpiredBillingRecords(services, now),
  };
  services.log.info(report, 'Rotina diária de privacidade (LGPD)');
  return report;
}

const DAILY_KEY = 'privacy:daily';

/** Whether this node takes today's run: the first hit of the day's window, shared by every node. */
export async function claimDailyRun(limiter: RateLimiter): Promise<boolean> {
  return (await limiter.hit(DAILY_KEY, DAY)).count === 1;
}

/**
 * Registers the export job and starts the daily run: the first check an hour after start (a server
 * that restarts often still runs it; a test server never does on its own), then every hour, the
 * run itself once a day across the nodes.
 */
export function startPrivacy(services: Services): () => void {
  services.jobs.register(EXPORT_JOB, (payload) => runExportJob(services, payload));
  const tick = () => {
    services.background.run('privacy-daily', async () => {
      if (await claimDailyRun(services.limiter)) {
        await runDailyPrivacy(services);
      }
    });
  };
  const timer = setInterval(tick, HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
