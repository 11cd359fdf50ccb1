import {
  type AgentActivity,
  type AgentUsage,
  expiryBadge,
  formatDate,
  PROFILE_PATH,
  planLabel,
  planSeats,
  relativeTime,
} from '@sppock/sdk';
import { useRecentActivities, useUsage } from '@sppock/sdk/react';
import { ChevronRight, Crown, Info, X } from 'lucide-react';
import { visuallyHidden } from '../internal/styles.css';
import { AppLink } from '../navigation/Navigation';
import { ActivityIcon } from '../primitives/ActivityIcon/ActivityIcon';
import { Badge } from '../primitives/Badge/Badge';
import { DialogContent, DialogRoot, DialogTitle } from '../primitives/Dialog/Dialog';
import { IconButton } from '../primitives/IconButton/IconButton';
import * as styles from './AccountOverviewPanel.css';
import { LoadError } from './LoadError';
import { UsageMeters } from './UsageMeters';
import { useShellMessages } from './useShellMessages';

/** Opening the panel refetches usage at most this often (spec 1 §9): its data stays fresh 30 s. */
export const USAGE_STALE_MS = 30_000;
/** Recent activities shown (spec 1 §9). */
export const RECENT_ACTIVITIES = 5;

const DAY_MS = 86_400_000;
/** Cycle length when the server gives none (spec 1 §9). */
const DEFAULT_CYCLE_DAYS = 30;
/** A cycle without a start is shown as started this many days ago (spec 1 §9). */
const DEFAULT_CYCLE_AGE_DAYS = 15;

/** The cycle to show: the server's, or one that started 15 days ago and lasts 30. */
export function subscriptionCycle(
  usage: Pick<AgentUsage['usage'], 'cycle_start' | 'cycle_end'> | null | undefined,
  now: number = Date.now(),
): { start: number; end: number } {
  const parsedStart = usage?.cycle_start ? Date.parse(usage.cycle_start) : Number.NaN;
  const start = Number.isNaN(parsedStart) ? now - DEFAULT_CYCLE_AGE_DAYS * DAY_MS : parsedStart;
  const parsedEnd = usage?.cycle_end ? Date.parse(usage.cycle_end) : Number.NaN;
  const end = Number.isNaN(parsedEnd) ? start + DEFAULT_CYCLE_DAYS * DAY_MS : parsedEnd;
  return { start, end };
}

const BADGE_TONE = { red: 'danger', yellow: 'warning', green: 'success' } as const;

export interface AccountOverviewProps {
  /** The current cycle's usage; `undefined` while it loads. */
  usage?: AgentUsage;
  /** The usage load failure's text. */
  usageError?: string | null;
  onRetryUsage?: () => void;
  /** Recent activities (at most 5 shown); `undefined` while they load. */
  activities?: readonly AgentActivity[];
  /** The activities load failure's text. */
  activitiesError?: string | null;
  onRetryActivities?: () => void;
  /** "Now", for the cycle badge. @default Date.now() */
  now?: number;
  /** Called when the plan button is followed (the drawer closes). */
  onNavigate?: () => void;
}

/**
 * The content of 'Visão geral da conta' (spec 1 §2 "Right panel"): plan button to /profile, the
 * hybrid-system message, the subscription cycle with its expiry badge, usage bars and recent
 * activities.
 */
export function AccountOverview({
  usage,
  usageError,
  onRetryUsage,
  activities,
  activitiesError,
  onRetryActivities,
  now = Date.now(),
  onNavigate,
}: AccountOverviewProps) {
  const messages = useShellMessages();
  const cycle = subscriptionCycle(usage?.usage, now);
  const badge = expiryBadge(cycle.end, now);
  return (
    <div className={styles.overview}>
      {usageError ? (
        <LoadError size="sm" title={messages.usageLoadError} message={usageError} onRetry={onRetryUsage} />
      ) : usage ? (
        <>
          <AppLink href={`${PROFILE_PATH}?tab=assinatura`} className={styles.planButton} onClick={onNavigate}>
            <span className={styles.planIcon} aria-hidden="true">
              <Crown size={20} />
            </span>
            <span className={styles.planText}>
              <span className={styles.planLabel}>{messages.currentPlan}</span>
              <span className={styles.planName}>{messages.planName(planLabel(usage.package_type))}</span>
              <span className={styles.planMeta}>{messages.seats(planSeats(usage.package_type))}</span>
            </span>
            <span className={styles.planMeta}>{messages.manageAccount}</span>
            <ChevronRight size={18} className={styles.chevron} aria-hidden="true" />
          </AppLink>

          <p className={styles.hybrid}>
            <Info size={16} className={styles.hybridIcon} aria-hidden="true" />
            <span>
              <strong>{messages.hybridTitle}. </strong>
              {usage.usage.unlimited
                ? messages.hybridTextUnlimited
                : messages.hybridText(usage.limits.cost_per_100k_extra)}
            </span>
          </p>

          <section className={styles.section}>
            <h3 className={styles.sectionTitle}>{messages.cycleTitle}</h3>
            <div className={styles.cycle}>
              <span>{messages.cycleRange(formatDate(cycle.start), formatDate(cycle.end))}</span>
              <Badge tone={BADGE_TONE[badge.tone]} size="md">
                <span aria-hidden="true">{badge.label}</span>
                <span className={visuallyHidden}>{messages.cycleDaysLeft(badge.daysLeft)}</span>
              </Badge>
            </div>
          </section>

          <section className={styles.section}>
            <h3 className={styles.sectionTitle}>{messages.usageTitle}</h3>
            <UsageMeters usage={usage} size="md" />
          </section>
        </>
      ) : (
        <OverviewSkeleton />
      )}

      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>{messages.recentActivities}</h3>
        {activitiesError ? (
          <LoadError
            size="sm"
            title={messages.activitiesLoadError}
            message={activitiesError}
            onRetry={onRetryActivities}
          />
        ) : activities === undefined ? (
          <SkeletonLines count={3} />
        ) : activities.length === 0 ? (
          <div className={styles.state}>
            <p className={styles.stateTitle}>{messages.noActivities}</p>
            <p className={styles.stateText}>{messages.noActivitiesHint}</p>
          </div>
        ) : (
          <ol className={styles.activities}>
            {activities.slice(0, RECENT_ACTIVITIES).map((activity) => (
              <li key={activity.id} className={styles.activity}>
                <span className={styles.activityIcon({ color: activity.color })}>
                  <ActivityIcon name={activity.icon} size={16} />
                </span>
                <span className={styles.activityText}>
                  <span className={styles.activityTitle}>{activity.title}</span>
                  <span className={styles.activityDescription}>{activity.description}</span>
                  <span className={styles.activityTime}>
                    {activity.relative_time || relativeTime(activity.created_at, now)}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function SkeletonLines({ count }: { count: number }) {
  const messages = useShellMessages();
  return (
    <div className={styles.section} aria-busy="true">
      <span className={visuallyHidden} role="status">
        {messages.recentActivities}…
      </span>
      {Array.from({ length: count }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders, never reordered.
          key={index}
          className={styles.skeleton}
          style={{ width: `${90 - index * 18}%` }}
          aria-hidden="true"
        />
      ))}
    </div>
  );
}

function OverviewSkeleton() {
  return (
    <div className={styles.section} aria-hidden="true">
      <div className={styles.skeleton} style={{ height: 72, width: '100%' }} />
      <div className={styles.skeleton} style={{ height: 48, width: '100%' }} />
      <div className={styles.skeleton} style={{ width: '60%' }} />
      <div className={styles.skeleton} style={{ height: 8, width: '100%' }} />
      <div className={styles.skeleton} style={{ height: 8, width: '100%' }} />
    </div>
  );
}

export interface AccountOverviewPanelProps {
  /** Open state (controlled). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  id?: string;
}

/** The panel's contents: they mount on opening, which refetches whatever is older than 30 s. */
function AccountOverviewContents({ onClose }: { onClose: () => void }) {
  const usage = useUsage({ staleTime: USAGE_STALE_MS });
  const activities = useRecentActivities(RECENT_ACTIVITIES, { staleTime: USAGE_STALE_MS });
  return (
    <AccountOverview
      usage={usage.data}
      usageError={usage.data ? null : (usage.error?.message ?? null)}
      onRetryUsage={() => void usage.refetch()}
      activities={activities.data?.activities}
      activitiesError={activities.data ? null : (activities.error?.message ?? null)}
      onRetryActivities={() => void activities.refetch()}
      onNavigate={onClose}
    />
  );
}

/**
 * The right-hand drawer 'Visão geral da conta', a Dialog along the end edge. Reads usage and the
 * five recent activities through the SDK; an opening refetches them when they are older than
 * 30 s (TanStack Query's `staleTime`).
 */
export function AccountOverviewPanel({ open, onOpenChange, id }: AccountOverviewPanelProps) {
  const messages = useShellMessages();
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent id={id} placement="end" showClose={false} className={styles.drawer}>
        <div className={styles.drawerHeader}>
          <DialogTitle className={styles.drawerTitle}>{messages.accountPanel}</DialogTitle>
          <IconButton label={messages.close} icon={<X size={18} />} onClick={() => onOpenChange(false)} />
        </div>
        <div className={styles.drawerBody}>
          <AccountOverviewContents onClose={() => onOpenChange(false)} />
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
