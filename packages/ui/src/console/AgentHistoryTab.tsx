import { formatDateTime, formatNumber } from '@sppock/sdk';
import { type AgentUsageHistory, useAgentUsageHistory } from '@sppock/sdk/react';
import { useState } from 'react';
import { Badge, type BadgeProps } from '../primitives/Badge/Badge';
import { Button } from '../primitives/Button/Button';
import { Select } from '../primitives/Select/Select';
import {
  TableBody,
  TableCaption,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRoot,
  TableRow,
  TableStateRow,
} from '../primitives/Table/Table';
import { LoadError } from '../shell/LoadError';
import * as styles from './console.css';
import { useConsoleMessages } from './useConsoleMessages';

/** The range selector's options (spec 3 §2): records per page, or every record. */
export const HISTORY_RANGES = ['10', '100', '200', '300', '500', 'all'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];

const STATUS_TONE: Record<string, BadgeProps['tone']> = {
  completed: 'success',
  running: 'info',
  interrupted: 'warning',
  unknown: 'neutral',
};

type Run = AgentUsageHistory['sessions'][number];

function statusOf(
  status: string,
): keyof typeof STATUS_TONE & ('completed' | 'running' | 'interrupted' | 'unknown') {
  return status === 'completed' || status === 'running' || status === 'interrupted' ? status : 'unknown';
}

function RunRow({ run }: { run: Run }) {
  const messages = useConsoleMessages();
  const status = statusOf(run.status);
  const shownName = run.user_name === 'N/A' ? (run.user_email ?? 'N/A') : run.user_name;
  return (
    <TableRow>
      <TableCell>
        <span className={styles.userCell}>
          <span>{run.agent_name}</span>
          <span className={styles.code}>{run.agent_type}</span>
        </span>
      </TableCell>
      <TableCell>{run.title ?? messages.untitled}</TableCell>
      <TableCell>
        <span className={styles.userCell}>
          <span>{shownName}</span>
          {run.user_email && shownName !== run.user_email ? (
            <span className={styles.muted}>{run.user_email}</span>
          ) : null}
        </span>
      </TableCell>
      <TableCell>{formatDateTime(run.start_time)}</TableCell>
      <TableCell align="end">{formatNumber(run.total_tokens_used)}</TableCell>
      <TableCell>
        <Badge tone={STATUS_TONE[status]}>{messages.status[status]}</Badge>
      </TableCell>
    </TableRow>
  );
}

/**
 * 'Histórico de Uso dos Agentes' (spec 3 §2): the runs, newest first, with the range selector
 * (10 to 500 per page, or all) and the paging footer; changing the range returns to page 1.
 */
export function AgentHistoryTab() {
  const messages = useConsoleMessages();
  const [range, setRange] = useState<HistoryRange>('10');
  const [page, setPage] = useState(1);
  const limit = range === 'all' ? 0 : Number(range);
  const history = useAgentUsageHistory(range === 'all' ? 'all' : { page, limit });
  const data = history.data;
  const rangeOptions = HISTORY_RANGES.map((value) => ({
    value,
    label: value === 'all' ? messages.rangeAll : value,
  }));
  const from = data && data.sessions.length > 0 ? (data.page - 1) * data.limit + 1 : 0;
  const to = data ? from + data.sessions.length - (data.sessions.length > 0 ? 1 : 0) : 0;
  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <Select
          label={messages.range}
          size="sm"
          options={rangeOptions}
          value={range}
          onValueChange={(value) => {
            setRange(value as HistoryRange);
            setPage(1);
          }}
        />
      </div>
      {history.isError ? (
        <LoadError
          title={messages.historyLoadError}
          message={history.error.message}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : (
        <TableRoot aria-busy={history.isFetching || undefined}>
          <TableCaption>{messages.historyCaption}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{messages.colAgent}</TableHeaderCell>
              <TableHeaderCell>{messages.colTitle}</TableHeaderCell>
              <TableHeaderCell>{messages.colUser}</TableHeaderCell>
              <TableHeaderCell>{messages.colStart}</TableHeaderCell>
              <TableHeaderCell align="end">{messages.colTokens}</TableHeaderCell>
              <TableHeaderCell>{messages.colStatus}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {!data ? (
              <TableStateRow colSpan={6}>{messages.historyLoading}</TableStateRow>
            ) : data.sessions.length === 0 ? (
              <TableStateRow colSpan={6}>{messages.historyEmpty}</TableStateRow>
            ) : (
              data.sessions.map((run) => <RunRow key={run.id} run={run} />)
            )}
          </TableBody>
        </TableRoot>
      )}
      {data && data.total_count > 0 ? (
        <div className={styles.pager}>
          <p className={styles.muted} aria-live="polite">
            {range === 'all'
              ? messages.showingAll(data.total_count)
              : messages.showing(from, to, data.total_count)}
          </p>
          {range === 'all' ? null : (
            <div className={styles.pagerButtons}>
              <Button
                variant="secondary"
                size="sm"
                disabled={!data.has_previous || history.isFetching}
                onClick={() => setPage((current) => Math.max(1, current - 1))}
              >
                {messages.previous}
              </Button>
              <span>{messages.page(data.page)}</span>
              <Button
                variant="secondary"
                size="sm"
                disabled={!data.has_next || history.isFetching}
                onClick={() => setPage((current) => current + 1)}
              >
                {messages.next}
              </Button>
            </div>
          )}
        </div>
      ) : null}
    </div>
  );
}
