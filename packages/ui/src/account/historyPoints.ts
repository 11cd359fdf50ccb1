import { type AgentUsageHistory, historicalTokens } from '@sppock/sdk';

type Month = AgentUsageHistory['historical_data'][number];

/** One bar of the chart: the month, the tokens as the chart shows them and as consumed. */
export interface HistoryPoint {
  month: string;
  label: string;
  /** The spec's display rule: figures above 100000 divided by 100 and rounded. */
  shownTokens: number;
  tokens: number;
  conversations: number;
  scaled: boolean;
}

/** The chart's points, oldest first, with the spec's /100 display rule applied (spec 1 §7). */
export function historyPoints(history: readonly Month[]): HistoryPoint[] {
  return history.map((entry) => ({
    month: entry.month,
    // 'Março 2026' → 'Mar/26': twelve labels fit under the bars.
    label: entry.month_name.replace(/ \d{2}(\d{2})$/, '/$1').replace(/^(\p{L}{3})\p{L}*/u, '$1'),
    shownTokens: historicalTokens(entry.tokens_consumed),
    tokens: entry.tokens_consumed,
    conversations: entry.conversations_created,
    scaled: historicalTokens(entry.tokens_consumed) !== entry.tokens_consumed,
  }));
}
