import { SUPPORT_OVERDUE_DAYS, type SupportPriority, type SupportStatus } from '@sppock/sdk';
import { Clock } from 'lucide-react';
import { Badge, type BadgeProps } from '../primitives/Badge/Badge';
import * as styles from './SupportBadges.css';
import { useSupportTexts } from './useSupportTexts';

/** The statuses of the 'Mensagens Arquivadas' tab (spec 3 §4). */
export const ARCHIVED_STATUSES: readonly SupportStatus[] = ['resolvida', 'fechada'];

/** Whether a message belongs to the archived tab. */
export function isArchived(status: SupportStatus): boolean {
  return ARCHIVED_STATUSES.includes(status);
}

/** The days-open badge is red above 7 days, otherwise yellow (spec 3 §9). */
export function daysOpenTone(days: number): 'danger' | 'warning' {
  return days > SUPPORT_OVERDUE_DAYS ? 'danger' : 'warning';
}

/**
 * The detail's status dot (spec 3 §2): 'Aberto' for aberta, otherwise 'Em Andamento'. Archived
 * messages (which the spec's dot does not cover) show their own status instead.
 */
export function SupportStatusDot({ status }: { status: SupportStatus }) {
  const texts = useSupportTexts();
  const kind = status === 'aberta' ? 'open' : isArchived(status) ? 'archived' : 'progress';
  const label =
    kind === 'open' ? texts.dotOpen : kind === 'progress' ? texts.dotInProgress : texts.status[status];
  return (
    <span className={styles.dot} data-status={status}>
      <span className={styles.dotColor[kind]} aria-hidden="true" />
      {label}
    </span>
  );
}

const STATUS_TONES: Record<SupportStatus, NonNullable<BadgeProps['tone']>> = {
  aberta: 'info',
  em_analise: 'warning',
  respondida: 'accent',
  resolvida: 'success',
  fechada: 'neutral',
};

export function SupportStatusBadge({ status }: { status: SupportStatus }) {
  const texts = useSupportTexts();
  return <Badge tone={STATUS_TONES[status]}>{texts.status[status]}</Badge>;
}

const PRIORITY_TONES: Record<SupportPriority, NonNullable<BadgeProps['tone']>> = {
  baixa: 'neutral',
  normal: 'neutral',
  alta: 'warning',
  urgente: 'danger',
};

export function SupportPriorityBadge({ priority }: { priority: SupportPriority }) {
  const texts = useSupportTexts();
  return <Badge tone={PRIORITY_TONES[priority]}>{texts.priorityLabel(texts.priority[priority])}</Badge>;
}

/** How long the message has been open: red above 7 days, otherwise yellow. */
export function DaysOpenBadge({ days }: { days: number }) {
  const texts = useSupportTexts();
  return (
    <Badge
      tone={daysOpenTone(days)}
      icon={<Clock size={12} aria-hidden="true" />}
      data-tone={daysOpenTone(days)}
    >
      {texts.daysOpen(days)}
    </Badge>
  );
}

/** The category's name with its colour. */
export function SupportCategoryBadge({ name, color }: { name: string; color?: string }) {
  return (
    <Badge
      tone="neutral"
      icon={
        color ? (
          <span className={styles.categorySwatch} style={{ backgroundColor: color }} aria-hidden="true" />
        ) : null
      }
    >
      {name}
    </Badge>
  );
}
