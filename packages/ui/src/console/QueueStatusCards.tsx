import { formatNumber } from '@sppock/sdk';
import type { QueueStats } from '@sppock/sdk/react';
import { CircleAlert, CircleCheck, CircleHelp, TriangleAlert } from 'lucide-react';
import * as styles from './console.css';
import { useConsoleMessages } from './useConsoleMessages';

export interface QueueStatusCardsProps {
  stats: QueueStats['stats'];
}

const HEALTH_ICON = {
  healthy: CircleCheck,
  warning: TriangleAlert,
  critical: CircleAlert,
  unknown: CircleHelp,
} as const;

/**
 * The four cards of 'Status da Fila' (spec 3 §2): active requests, average response time in
 * seconds (2 decimals), error rate in % (2 decimals), system health with icon and colour.
 */
export function QueueStatusCards({ stats }: QueueStatusCardsProps) {
  const messages = useConsoleMessages();
  const health = stats.system_health in HEALTH_ICON ? stats.system_health : 'unknown';
  const HealthIcon = HEALTH_ICON[health];
  return (
    <div className={styles.stack}>
      <div className={styles.cards}>
        <div className={styles.statCard}>
          <span className={styles.statLabel}>{messages.activeRequests}</span>
          <span className={styles.statValue}>{formatNumber(stats.active_requests)}</span>
        </div>
        <div className={styles.statCard}>
          <span className={styles.statLabel}>{messages.avgResponseTime}</span>
          <span className={styles.statValue}>{messages.seconds(stats.avg_response_time)}</span>
        </div>
        <div className={styles.statCard}>
          <span className={styles.statLabel}>{messages.errorRate}</span>
          <span className={styles.statValue}>{messages.percent(stats.error_rate * 100)}</span>
        </div>
        <div className={styles.statCard} data-health={health}>
          <span className={styles.statLabel}>{messages.systemHealth}</span>
          <span className={`${styles.statValue} ${styles.healthValue} ${styles.health[health]}`}>
            <HealthIcon size={22} aria-hidden="true" />
            {messages.health[health]}
          </span>
        </div>
      </div>
      <p className={styles.muted}>
        {messages.queueWindow}{' '}
        {messages.queueExtra(stats.completed_last_hour, stats.failed_last_hour, stats.queued_jobs)}
      </p>
    </div>
  );
}
