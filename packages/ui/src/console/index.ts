export { AgentHistoryTab, HISTORY_RANGES, type HistoryRange } from './AgentHistoryTab';
export type { ChartDatum, TopBarChartProps } from './ConsoleCharts';
export { LazyTopBarChart } from './LazyTopBarChart';
export { LlmModelsTab, type LlmModelsTabProps, LlmModelsView, type LlmModelsViewProps } from './LlmModelsTab';
export { ModelControl, type ModelControlProps } from './ModelControl';
export { type LimitsDraft, ModelLimitsDialog, type ModelLimitsDialogProps } from './ModelLimitsDialog';
export { MonthSelect, type MonthSelectProps } from './MonthSelect';
export { type ConsoleMessages, consoleMessages } from './messages';
export { PricingTab, PricingView, type PricingViewProps } from './PricingTab';
export {
  CONSOLE_TABS,
  type ConsoleTab,
  QueueManagerConsole,
  type QueueManagerConsoleProps,
} from './QueueManagerConsole';
export { QueueStatusCards, type QueueStatusCardsProps } from './QueueStatusCards';
export { QueueStatusTab } from './QueueStatusTab';
export { RoutingQualityTab, RoutingQualityView, type RoutingQualityViewProps } from './RoutingQualityTab';
export { type Share, ShareList, type ShareListProps } from './ShareList';
export {
  TokenUsageTab,
  type TokenUsageTabProps,
  TokenUsageView,
  type TokenUsageViewProps,
} from './TokenUsageTab';
