import {
  type AgentUsage,
  abbreviateTokens,
  EXTRA_TOKENS_BLOCK,
  formatBRL,
  formatDate,
  formatNumber,
  type UsageLevel,
  usageLevel,
} from '@sppock/sdk';
import { useUsage, useUsageHistory } from '@sppock/sdk/react';
import { CircleCheck, Infinity as InfinityIcon, Info, TriangleAlert } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { CardContent, CardDescription, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import { EmptyState } from '../primitives/EmptyState/EmptyState';
import { Spinner } from '../primitives/Spinner/Spinner';
import { subscriptionCycle } from '../shell/AccountOverviewPanel';
import { LoadError } from '../shell/LoadError';
import { UsageMeters } from '../shell/UsageMeters';
import * as styles from './account.css';
import { ExtraTokensCard } from './ExtraTokensCard';
import { useAccountMessages } from './useAccountMessages';

/** What the flex allowance and the extra tokens come to this cycle. */
export interface FlexUsage {
  /** Tokens above the base limit. */
  extraTokens: number;
  /** Extra tokens covered by the flex allowance (at most `flex_tokens`). */
  flexUsed: number;
  /** Estimated cost of the extra tokens, in BRL: `cost_per_100k_extra` per 100K. */
  extraCost: number;
}

/** The cycle's extra tokens and their estimated cost (spec 1 §3 "Limits", §9 0.5 BRL per 100K). */
export function flexUsage(data: AgentUsage): FlexUsage {
  const extraTokens = data.usage.unlimited
    ? 0
    : Math.max(0, data.usage.tokens_used_this_month - data.limits.max_tokens);
  return {
    extraTokens,
    flexUsed: Math.min(extraTokens, data.limits.flex_tokens),
    extraCost: (extraTokens / EXTRA_TOKENS_BLOCK) * data.limits.cost_per_100k_extra,
  };
}

// The chart (recharts) loads when the tab opens, not with the rest of the account area.
const UsageHistoryChart = lazy(() =>
  import('./UsageHistoryChart').then((module) => ({ default: module.UsageHistoryChart })),
);

const LEVEL_NOTE: Record<UsageLevel, { className: string; icon: typeof Info }> = {
  normal: { className: styles.noteSuccess, icon: CircleCheck },
  approaching: { className: styles.noteWarning, icon: TriangleAlert },
  flex: { className: styles.noteDanger, icon: TriangleAlert },
  unlimited: { className: styles.noteInfo, icon: InfinityIcon },
};

export interface UsageSummaryProps {
  usage: AgentUsage;
}

/**
 * The current cycle: the warning level (normal, approaching the limit, base limit reached with the
 * flex allowance in use, or unlimited), the figures abbreviated with K/M, the bars, the flex
 * allowance and the estimated extra cost.
 */
export function UsageSummary({ usage }: UsageSummaryProps) {
  const messages = useAccountMessages();
  const titleId = useId();
  const level = usageLevel(usage.usage.usage_percent, { unlimited: usage.usage.unlimited });
  const flex = flexUsage(usage);
  const cycle = subscriptionCycle(usage.usage);
  const note = LEVEL_NOTE[level];
  const NoteIcon = note.icon;
  const levelText = {
    normal: messages.levelNormal,
    approaching: messages.levelApproaching,
    flex: messages.levelFlex,
    unlimited: messages.levelUnlimited,
  }[level];
  const used = usage.usage.tokens_used_this_month;
  const conversations = usage.usage.conversations_this_month;
  const maxConversations = usage.limits.max_conversations;
  return (
    <CardRoot as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {messages.usageTitle}
        </CardTitle>
        <CardDescription>
          {messages.usageCycle(formatDate(cycle.start), formatDate(cycle.end))}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <p className={note.className} data-level={level}>
          <NoteIcon size={16} aria-hidden="true" className={styles.noteIcon} />
          {levelText}
        </p>
        <div className={styles.statGrid}>
          <div className={styles.stat}>
            <span className={styles.statValue}>{abbreviateTokens(used)}</span>
            <span className={styles.statLabel}>
              {usage.usage.unlimited
                ? messages.tokensUnlimited
                : messages.tokensOfLimit(abbreviateTokens(usage.limits.max_tokens))}
            </span>
          </div>
          <div className={styles.stat}>
            <span className={styles.statValue}>{formatNumber(conversations)}</span>
            <span className={styles.statLabel}>
              {usage.usage.unlimited || maxConversations === null
                ? messages.conversationsUnlimited
                : messages.conversationsOfLimit(formatNumber(maxConversations))}
            </span>
          </div>
          {usage.usage.unlimited ? null : (
            <>
              <div className={styles.stat}>
                <span className={styles.statValue}>{abbreviateTokens(flex.flexUsed)}</span>
                <span className={styles.statLabel}>
                  {flex.extraTokens > 0
                    ? messages.flexInUse(abbreviateTokens(usage.limits.flex_tokens))
                    : messages.flexAllowance(abbreviateTokens(usage.limits.flex_tokens))}
                </span>
              </div>
              <div className={styles.stat}>
                <span className={styles.statValue}>{formatBRL(flex.extraCost)}</span>
                <span className={styles.statLabel}>
                  {messages.extraCost(usage.limits.cost_per_100k_extra)}
                </span>
              </div>
            </>
          )}
        </div>
        <UsageMeters usage={usage} size="lg" />
        {usage.usage.conversations_deleted > 0 ? (
          <p className={styles.noteInfo}>
            <Info size={16} aria-hidden="true" className={styles.noteIcon} />
            {messages.conversationsDeleted(usage.usage.conversations_deleted)}
          </p>
        ) : null}
      </CardContent>
    </CardRoot>
  );
}

/** The Uso de Tokens tab (spec 1 §2): the current cycle and the 12-month history. */
export function UsageTab() {
  const messages = useAccountMessages();
  const historyTitleId = useId();
  const usage = useUsage();
  const history = useUsageHistory(12);
  return (
    <div className={styles.stack}>
      {usage.data ? (
        <UsageSummary usage={usage.data} />
      ) : usage.isError ? (
        <LoadError
          title={messages.usageLoadError}
          message={usage.error.message}
          onRetry={() => void usage.refetch()}
          retrying={usage.isFetching}
        />
      ) : (
        <div className={styles.loading}>
          <Spinner size="lg" />
        </div>
      )}
      {usage.data && !usage.data.usage.unlimited ? <ExtraTokensCard /> : null}
      <CardRoot as="section" aria-labelledby={historyTitleId}>
        <CardHeader>
          <CardTitle as="h2" id={historyTitleId}>
            {messages.historyTitle}
          </CardTitle>
          <CardDescription>{messages.historyDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          {history.data ? (
            history.data.historical_data.some(
              (month) => month.tokens_consumed > 0 || month.conversations_created > 0,
            ) ? (
              <Suspense
                fallback={
                  <div className={styles.loading}>
                    <Spinner />
                  </div>
                }
              >
                <UsageHistoryChart history={history.data.historical_data} />
              </Suspense>
            ) : (
              <EmptyState title={messages.historyEmpty} titleAs="p" />
            )
          ) : history.isError ? (
            <LoadError
              size="sm"
              title={messages.historyLoadError}
              message={history.error.message}
              onRetry={() => void history.refetch()}
              retrying={history.isFetching}
            />
          ) : (
            <div className={styles.loading}>
              <Spinner />
            </div>
          )}
        </CardContent>
      </CardRoot>
    </div>
  );
}
