import { formatBRL, formatDateTime, formatNumber } from '@sppock/sdk';
import { type LlmModelUsage, useLlmModelUsage } from '@sppock/sdk/react';
import { Badge, type BadgeProps } from '../primitives/Badge/Badge';
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

type Provider = LlmModelUsage['models'][number]['provider'];

const PROVIDER_TONE: Record<Provider, BadgeProps['tone']> = {
  openai: 'success',
  google: 'info',
  anthropic: 'warning',
  offline: 'neutral',
  other: 'neutral',
};

export interface LlmModelsViewProps {
  usage: LlmModelUsage;
}

/** 'Modelos LLM' with its data: cards, source note, top 8 models, share by provider, the table. */
export function LlmModelsView({ usage }: LlmModelsViewProps) {
  const messages = useConsoleMessages();
  const { summary, models } = usage;
  if (models.length === 0) {
    return <EmptyState title={messages.llmEmpty} titleAs="p" />;
  }
  const byProvider = new Map<string, number>();
  for (const row of models) {
    const name = messages.provider[row.provider];
    byProvider.set(name, (byProvider.get(name) ?? 0) + row.total_tokens);
  }
  const cards: [string, string][] = [
    [messages.totalTokens, formatNumber(summary.total_tokens)],
    [messages.totalCost, formatBRL(summary.total_cost)],
    [messages.messagesCount, formatNumber(summary.total_messages)],
    [messages.sessionsCount, formatNumber(summary.total_sessions)],
    [messages.uniqueModels, formatNumber(summary.unique_models)],
  ];
  return (
    <div className={styles.stack}>
      <div className={styles.cards}>
        {cards.map(([label, value]) => (
          <div key={label} className={styles.statCard}>
            <span className={styles.statLabel}>{label}</span>
            <span className={styles.statValue}>{value}</span>
          </div>
        ))}
      </div>
      <p className={styles.muted}>
        {messages.dataSource}:{' '}
        {usage.data_source === 'chatsppock_messages' ? messages.sourceMessages : messages.sourceHybrid}
      </p>
      <div className={styles.charts}>
        <CardRoot as="section" aria-label={messages.topModels}>
          <CardHeader>
            <CardTitle as="h2">{messages.topModels}</CardTitle>
          </CardHeader>
          <CardContent>
            <LazyTopBarChart
              label={messages.topModels}
              data={models.slice(0, 8).map((row) => ({ name: row.model_name, value: row.total_tokens }))}
            />
          </CardContent>
        </CardRoot>
        <CardRoot as="section" aria-label={messages.providerDistribution}>
          <CardHeader>
            <CardTitle as="h2">{messages.providerDistribution}</CardTitle>
          </CardHeader>
          <CardContent>
            <ShareList
              label={messages.providerDistribution}
              shares={[...byProvider].map(([name, value]) => ({ name, value }))}
              format={(value) => `${formatNumber(value)} tokens`}
            />
          </CardContent>
        </CardRoot>
      </div>
      <TableRoot>
        <TableCaption>{messages.usageByModel}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{messages.colModel}</TableHeaderCell>
            <TableHeaderCell>{messages.colProvider}</TableHeaderCell>
            <TableHeaderCell align="end">{messages.colSessions}</TableHeaderCell>
            <TableHeaderCell align="end">{messages.colMessages}</TableHeaderCell>
            <TableHeaderCell align="end">{messages.colTokens}</TableHeaderCell>
            <TableHeaderCell align="end">{messages.colCost}</TableHeaderCell>
            <TableHeaderCell>{messages.colLastUse}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {models.map((row) => (
            <TableRow key={row.model_name}>
              <TableCell>
                <span className={styles.code}>{row.model_name}</span>
              </TableCell>
              <TableCell>
                <Badge tone={PROVIDER_TONE[row.provider]}>{messages.provider[row.provider]}</Badge>
              </TableCell>
              <TableCell align="end">{formatNumber(row.sessions_count)}</TableCell>
              <TableCell align="end">{formatNumber(row.messages_count)}</TableCell>
              <TableCell align="end">{formatNumber(row.total_tokens)}</TableCell>
              <TableCell align="end">{formatBRL(row.total_cost)}</TableCell>
              <TableCell>{row.last_used ? formatDateTime(row.last_used) : messages.notAvailable}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </TableRoot>
    </div>
  );
}

export interface LlmModelsTabProps {
  /** 'YYYY-MM'. */
  month: string;
}

/** 'Modelos LLM' (spec 3 §2) for the month chosen in the console. */
export function LlmModelsTab({ month }: LlmModelsTabProps) {
  const messages = useConsoleMessages();
  const usage = useLlmModelUsage(month);
  return (
    <QueryPanel query={usage} errorTitle={messages.llmLoadError}>
      {(data) => <LlmModelsView usage={data} />}
    </QueryPanel>
  );
}
