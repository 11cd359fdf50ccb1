import { formatDate, formatNumber } from '@sppock/sdk';
import { type RoutingQuality, useRoutingQuality } from '@sppock/sdk/react';
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
import { useConsoleMessages } from './useConsoleMessages';

type QualityRow = RoutingQuality['rows'][number];

/** A console week's Monday ('YYYY-MM-DD') as the page shows dates: '09/03/2026'. */
const weekLabel = (day: string) => formatDate(`${day}T12:00:00Z`, { timeZone: 'UTC' });

function Figures({ row }: { row: QualityRow }) {
  const messages = useConsoleMessages();
  return (
    <>
      <TableCell align="end">{formatNumber(row.routed)}</TableCell>
      <TableCell align="end">{formatNumber(row.changed)}</TableCell>
      <TableCell align="end">{messages.share(row.kept_share)}</TableCell>
      <TableCell align="end">{formatNumber(row.asked)}</TableCell>
      <TableCell align="end">{formatNumber(row.chosen)}</TableCell>
    </>
  );
}

function FigureHeaders() {
  const messages = useConsoleMessages();
  return (
    <>
      <TableHeaderCell align="end">{messages.colRouted}</TableHeaderCell>
      <TableHeaderCell align="end">{messages.colChanged}</TableHeaderCell>
      <TableHeaderCell align="end">{messages.colKept}</TableHeaderCell>
      <TableHeaderCell align="end">{messages.colAsked}</TableHeaderCell>
      <TableHeaderCell align="end">{messages.colChosen}</TableHeaderCell>
    </>
  );
}

export interface RoutingQualityViewProps {
  quality: RoutingQuality;
}

/**
 * 'Roteamento' with its data (issue 26): the period's totals, the share each agent kept, and the
 * figures per agent and per week — answers routed, changed by the user, asked back, chosen.
 */
export function RoutingQualityView({ quality }: RoutingQualityViewProps) {
  const messages = useConsoleMessages();
  if (quality.agents.length === 0) {
    return (
      <EmptyState title={messages.routingEmpty} description={messages.routingEmptyDescription} titleAs="p" />
    );
  }
  const total = quality.agents.reduce(
    (sum, row) => ({
      routed: sum.routed + row.routed,
      changed: sum.changed + row.changed,
      asked: sum.asked + row.asked,
    }),
    { routed: 0, changed: 0, asked: 0 },
  );
  const kept =
    total.routed === 0
      ? null
      : Math.round((Math.max(0, total.routed - total.changed) / total.routed) * 1000) / 10;
  const keptByAgent = quality.agents
    .filter((row) => row.kept_share !== null)
    .map((row) => ({ name: row.agent_name, value: row.kept_share ?? 0 }));
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{messages.routingPeriod(quality.weeks, weekLabel(quality.from))}</p>
      <div className={styles.cards}>
        <div className={styles.statCard}>
          <span className={styles.statLabel}>{messages.routed}</span>
          <span className={styles.statValue}>{formatNumber(total.routed)}</span>
        </div>
        <div className={styles.statCard}>
          <span className={styles.statLabel}>{messages.keptShare}</span>
          <span className={styles.statValue}>{messages.share(kept)}</span>
        </div>
        <div className={styles.statCard}>
          <span className={styles.statLabel}>{messages.changed}</span>
          <span className={styles.statValue}>{formatNumber(total.changed)}</span>
        </div>
        <div className={styles.statCard}>
          <span className={styles.statLabel}>{messages.asked}</span>
          <span className={styles.statValue}>{formatNumber(total.asked)}</span>
        </div>
      </div>
      {keptByAgent.length > 0 ? (
        <CardRoot as="section" aria-label={messages.keptByAgent}>
          <CardHeader>
            <CardTitle as="h2">{messages.keptByAgent}</CardTitle>
          </CardHeader>
          <CardContent>
            <LazyTopBarChart
              label={messages.keptByAgent}
              data={keptByAgent}
              format={(value) => messages.share(value)}
            />
          </CardContent>
        </CardRoot>
      ) : null}
      <TableRoot>
        <TableCaption>{messages.routingByAgent}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{messages.colAgent}</TableHeaderCell>
            <FigureHeaders />
          </TableRow>
        </TableHeader>
        <TableBody>
          {quality.agents.map((row) => (
            <TableRow key={row.agent_type}>
              <TableCell>{row.agent_name}</TableCell>
              <Figures row={row} />
            </TableRow>
          ))}
        </TableBody>
      </TableRoot>
      <TableRoot>
        <TableCaption>{messages.routingByWeek}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{messages.colWeek}</TableHeaderCell>
            <TableHeaderCell>{messages.colAgent}</TableHeaderCell>
            <FigureHeaders />
          </TableRow>
        </TableHeader>
        <TableBody>
          {quality.rows.map((row) => (
            <TableRow key={`${row.week_start} ${row.agent_type}`}>
              <TableCell>{row.week_start ? weekLabel(row.week_start) : messages.notAvailable}</TableCell>
              <TableCell>{row.agent_name}</TableCell>
              <Figures row={row} />
            </TableRow>
          ))}
        </TableBody>
      </TableRoot>
    </div>
  );
}

/** 'Roteamento': the Commander's routing quality over the last weeks (the server's 8). */
export function RoutingQualityTab() {
  const messages = useConsoleMessages();
  const quality = useRoutingQuality();
  return (
    <QueryPanel query={quality} errorTitle={messages.routingLoadError}>
      {(data) => <RoutingQualityView quality={data} />}
    </QueryPanel>
  );
}
