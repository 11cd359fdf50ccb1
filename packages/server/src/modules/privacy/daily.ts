// The privacy module's daily work, on the server's clock: the retention setting applied, expired
// export archives deleted, kept billing records dropped after their fiscal period. Every node
// checks once an hour whether a day passed since its last run; the work is idempotent, so two
// nodes running it the same day delete nothing twice.
import { DAY, HOUR } from '../../clock.ts';
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

/**
 * Registers the export job and starts the daily run: the first an hour after start (a server
 * that restarts often still runs it; a test server never does on its own), then once a day.
 */
export function startPrivacy(services: Services): () => void {
  services.jobs.register(EXPORT_JOB, (payload) => runExportJob(services, payload));
  let lastRun: number | null = null;
  const tick = () => {
    const now = services.clock.now().getTime();
    if (lastRun !== null && now - lastRun < DAY) {
      return;
    }
    lastRun = now;
    services.background.run('privacy-daily', () => runDailyPrivacy(services));
  };
  const timer = setInterval(tick, HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
