import { formatBRL, formatDateTime, formatNumber } from '@sppock/sdk';
import { type AgentTokenUsage, useAgentTokenUsage } from '@sppock/sdk/react';
import { CardContent, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import { EmptyState } from '../primitives/EmptyState/EmptyState';
import {
  TableBody,
  TableCaption,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRoot,
  TableRow,
} from '../primitives/Table/Table';
import * as styles from './console.css';
import { LazyTopBarChart } from './LazyTopBarChart';
import { QueryPanel } from './QueryPanel';
import { ShareList } from './ShareList';
import { useConsoleMessages } from './useConsoleMessages';

export interface TokenUsageViewProps {
  usage: AgentTokenUsage;
}

/** 'Uso de Tokens' with its data: summary cards, source note, top 8, top 6 costs, the table. */
export function TokenUsageView({ usage }: TokenUsageViewProps) {
  const messages = useConsoleMessages();
  const { summary, models } = usage;
  if (models.length === 0) {
    return (
      <EmptyState title={messages.tokensEmpty} description={messages.tokensEmptyDescription} titleAs="p" />
    );
  }
  const costShares = models
    .filter((row) => row.total_cost > 0)
    .map((row) => ({ name: row.agent_name, value: row.total_cost }));
  return (
    <div className={styles.stack}>
      <div className={styles.cards}>
        <div className={styles.statCard}>
          <span className={styles.statLabel}>{messages.inputTokens}</span>
          <span className={styles.statValue}>{formatNumber(summary.total_tokens_input)}</span>
        </div>
        <div className={styles.statCard}>
          <span className={styles.statLabel}>{messages.outputTokens}</span>
          <span className={styles.statValue}>{formatNumber(summary.total_tokens_output)}</span>
        </div>
        <div className={styles.statCard}>
          <span className={styles.statLabel}>{messages.totalTokens}</span>
          <span className={styles.statValue}>{formatNumber(summary.total_tokens_real)}</span>
        </div>
        <div className={styles.statCard}>
          <span className={styles.statLabel}>{messages.totalCost}</span>
          <span className={styles.statValue}>{formatBRL(summary.total_cost)}</span>
        </div>
      </div>
      <p className={styles.muted}>
        {messages.dataSource}:{' '}
        {usage.data_source === 'hybrid' ? messages.sourceHybrid : messages.sourceImmutable}
      </p>
      <div className={styles.charts}>
        <CardRoot as="section" aria-label={messages.tokensByAgent}>
          <CardHeader>
            <CardTitle as="h2">{messages.tokensByAgent}</CardTitle>
          </CardHeader>
          <CardContent>
            <LazyTopBarChart
              label={messages.tokensByAgent}
              data={models.slice(0, 8).map((row) => ({ name: row.agent_name, value: row.total_tokens_real }))}
            />
          </CardContent>
        </CardRoot>
        <CardRoot as="section" aria-label={messages.costDistribution}>
          <CardHeader>
            <CardTitle as="h2">{messages.costDistribution}</CardTitle>
          </CardHeader>
          <CardContent>
            {costShares.length > 0 ? (
              <ShareList label={messages.costDistribution} shares={costShares} top={6} format={formatBRL} />
            ) : (
              <p className={styles.muted}>{messages.noCost}</p>
            )}
          </CardContent>
        </CardRoot>
      </div>
      <TableRoot>
        <TableCaption>{messages.usageByAgent}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{messages.colAgent}</TableHeaderCell>
            <TableHeaderCell align="end">{messages.colSessions}</TableHeaderCell>
            <TableHeaderCell align="end">{messages.colInput}</TableHeaderCell>
            <TableHeaderCell align="end">{messages.colOutput}</TableHeaderCell>
            <TableHeaderCell align="end">{messages.colTotal}</TableHeaderCell>
            <TableHeaderCell align="end">{messages.colCost}</TableHeaderCell>
            <TableHeaderCell>{messages.colLastUse}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {models.map((row) => (
            <TableRow key={row.agent_type}>
              <TableCell>
                <span className={styles.userCell}>
                  <span>{row.agent_name}</span>
                  <span className={styles.code}>{row.agent_type}</span>
                </span>
              </TableCell>
              <TableCell align="end">{formatNumber(row.sessions_count)}</TableCell>
              <TableCell align="end">{formatNumber(row.total_tokens_input)}</TableCell>
              <TableCell align="end">{formatNumber(row.total_tokens_output)}</TableCell>
              <TableCell align="end">{formatNumber(row.total_tokens_real)}</TableCell>
              <TableCell align="end">{formatBRL(row.total_cost)}</TableCell>
              <TableCell>{row.last_used ? formatDateTime(row.last_used) : messages.notAvailable}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </TableRoot>
    </div>
  );
}

export interface TokenUsageTabProps {
  /** 'YYYY-MM'. */
  month: string;
}

/** 'Uso de Tokens' (spec 3 §2) for the month chosen in the console. */
export function TokenUsageTab({ month }: TokenUsageTabProps) {
  const messages = useConsoleMessages();
  const usage = useAgentTokenUsage(month);
  return (
    <QueryPanel query={usage} errorTitle={messages.tokensLoadError}>
      {(data) => <TokenUsageView usage={data} />}
    </QueryPanel>
  );
}
