import { type AgentUsageHistory, formatNumber } from '@sppock/sdk';
import { useId, useState } from 'react';
import {
  Bar,
  CartesianGrid,
  Cell,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import { Button } from '../primitives/Button/Button';
import {
  TableBody,
  TableCaption,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRoot,
  TableRow,
} from '../primitives/Table/Table';
import { vars } from '../theme/contract.css';
import { type HistoryPoint, historyPoints } from './historyPoints';
import * as styles from './UsageHistoryChart.css';
import { useAccountMessages } from './useAccountMessages';

const compact = (value: number) => formatNumber(value, { notation: 'compact', maximumFractionDigits: 1 });

function HistoryTooltip({ active, payload }: Partial<TooltipContentProps<number, string>>) {
  const messages = useAccountMessages();
  const point = active ? (payload?.[0]?.payload as HistoryPoint | undefined) : undefined;
  if (!point) {
    return null;
  }
  return (
    <div className={styles.tooltip}>
      <span className={styles.tooltipTitle}>{point.label}</span>
      <span>
        {messages.historyTokensReal}: {formatNumber(point.tokens)}
      </span>
      {point.scaled ? (
        <span className={styles.tooltipMuted}>
          {messages.historyTokensShown}: {formatNumber(point.shownTokens)}
        </span>
      ) : null}
      <span>
        {messages.historyConversations}: {formatNumber(point.conversations)}
      </span>
    </div>
  );
}

export interface UsageHistoryChartProps {
  /** The usage endpoint's `historical_data`: 12 months, oldest first. */
  history: AgentUsageHistory['historical_data'];
}

/**
 * The 12-month history of the Uso de Tokens tab: tokens as bars, conversations as a line. As the
 * spec says, a month above 100000 tokens is drawn divided by 100; the axis says so, and the
 * tooltip and the table give the real figure.
 */
export function UsageHistoryChart({ history }: UsageHistoryChartProps) {
  const messages = useAccountMessages();
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const points = historyPoints(history);
  const anyScaled = points.some((point) => point.scaled);
  const tick = { fill: vars.color.fg.muted, fontSize: 12 };
  return (
    <div className={styles.root}>
      <ul className={styles.legend} aria-hidden="true">
        <li className={styles.legendItem}>
          <span className={styles.swatchTokens} />
          {messages.historyTokensLegend}
        </li>
        {anyScaled ? (
          <li className={styles.legendItem}>
            <span className={styles.swatchScaled} />
            {messages.historyScaledLegend}
          </li>
        ) : null}
        <li className={styles.legendItem}>
          <span className={styles.swatchConversations} />
          {messages.historyConversationsAxis}
        </li>
      </ul>
      <figure className={styles.chart} aria-label={messages.historyTableCaption}>
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart
            data={points}
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke={vars.color.border.default} vertical={false} />
            <XAxis
              dataKey="label"
              tick={tick}
              tickLine={false}
              axisLine={{ stroke: vars.color.border.strong }}
            />
            <YAxis
              yAxisId="tokens"
              tick={tick}
              tickLine={false}
              axisLine={false}
              tickFormatter={compact}
              width={56}
            />
            <YAxis
              yAxisId="conversations"
              orientation="right"
              tick={tick}
              tickLine={false}
              axisLine={false}
              allowDecimals={false}
              width={40}
            />
            <Tooltip content={<HistoryTooltip />} cursor={{ fill: vars.color.bg.hover }} />
            <Bar
              yAxisId="tokens"
              dataKey="shownTokens"
              name={messages.historyTokensShown}
              fill={vars.color.usage.violet}
              radius={[4, 4, 0, 0]}
              maxBarSize={36}
              isAnimationActive={false}
            >
              {points.map((point) => (
                <Cell
                  key={point.month}
                  fill={point.scaled ? vars.color.accent.subtle : vars.color.usage.violet}
                  stroke={point.scaled ? vars.color.usage.violet : undefined}
                  strokeDasharray={point.scaled ? '4 3' : undefined}
                />
              ))}
            </Bar>
            <Line
              yAxisId="conversations"
              dataKey="conversations"
              name={messages.historyConversations}
              stroke={vars.color.info.fg}
              strokeWidth={2}
              dot={{ r: 3, fill: vars.color.info.fg }}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </figure>
      <div className={styles.footer}>
        {anyScaled ? <p className={styles.note}>{messages.historyScaledNote}</p> : <span />}
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable(!showTable)}
        >
          {showTable ? messages.historyHideTable : messages.historyShowTable}
        </Button>
      </div>
      <div id={tableId} hidden={!showTable}>
        <TableRoot>
          <TableCaption>{messages.historyTableCaption}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{messages.historyMonth}</TableHeaderCell>
              <TableHeaderCell align="end">{messages.historyTokensReal}</TableHeaderCell>
              <TableHeaderCell align="end">{messages.historyTokensShown}</TableHeaderCell>
              <TableHeaderCell align="end">{messages.historyConversations}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {history.map((entry, index) => (
              <TableRow key={entry.month}>
                <TableCell>{entry.month_name}</TableCell>
                <TableCell align="end">{formatNumber(entry.tokens_consumed)}</TableCell>
                <TableCell align="end">{formatNumber(points[index]?.shownTokens ?? 0)}</TableCell>
                <TableCell align="end">{formatNumber(entry.conversations_created)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </TableRoot>
      </div>
    </div>
  );
}
