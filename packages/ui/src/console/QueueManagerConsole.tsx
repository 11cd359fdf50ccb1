import { currentMonth, formatDateTime, LOGIN_PATH, SUPPORT_QUEUE_PATH } from '@sppock/sdk';
import { useLogout } from '@sppock/sdk/react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { LogOut, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { AppLink, useNavigation } from '../navigation/Navigation';
import { Button } from '../primitives/Button/Button';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../primitives/Tabs/Tabs';
import { toast } from '../primitives/Toaster/toastStore';
import { AgentHistoryTab } from './AgentHistoryTab';
import * as styles from './console.css';
import { LlmModelsTab } from './LlmModelsTab';
import { MonthSelect } from './MonthSelect';
import { PricingTab } from './PricingTab';
import { QueueStatusTab } from './QueueStatusTab';
import { RoutingQualityTab } from './RoutingQualityTab';
import { TokenUsageTab } from './TokenUsageTab';
import { useConsoleMessages } from './useConsoleMessages';

/** The five tabs of spec 3 §2, by the spec's ids, and the routing quality (issue 26). */
export const CONSOLE_TABS = [
  'queue_status',
  'agent_history',
  'token_usage',
  'llm_models',
  'pricing',
  'routing_quality',
] as const;
export type ConsoleTab = (typeof CONSOLE_TABS)[number];

/** Every call the console makes: 'Atualizar' reloads them, the header shows when they last did. */
const CONSOLE_PATHS = new Set<string>([
  '/api/agents/async/stats/',
  '/api/agents/llm/models/',
  '/api/agents/openai/rate-limits/',
  '/api/agents/gemini/rate-limits/',
  '/api/agents/llm/rate-limits/',
  '/api/agents/usage/history/',
  '/api/agents/tokens/usage/',
  '/api/agents/tokens/usage/llm-models/',
  '/api/agents/pricing/',
  '/api/agents/routing/quality/',
]);
const isConsoleQuery = ({ queryKey }: { queryKey: readonly unknown[] }) =>
  CONSOLE_PATHS.has(String(queryKey[1]));

export interface QueueManagerConsoleProps {
  /** The tab open first. @default 'queue_status' */
  defaultTab?: ConsoleTab;
  /** The month the usage tabs open on ('YYYY-MM'). @default the current month */
  defaultMonth?: string;
  /** Where 'Sair' goes after signing out (spec 3 §2). @default `LOGIN_PATH` */
  logoutPath?: string;
  /** The support operators' page, linked from the header. @default `SUPPORT_QUEUE_PATH` */
  supportPath?: string;
}

/**
 * The operator console, Queue Manager (spec 3 §2): header with 'Atualizar' (disabled while
 * loading), the last update and 'Sair'; the tabs Status da Fila (with Controle de Modelos),
 * Histórico de Uso dos Agentes, Uso de Tokens, Modelos LLM, Preços das APIs and Roteamento (issue 26); one month selector
 * for the usage tabs and the prices. Every figure comes from the server (superusers only).
 */
export function QueueManagerConsole({
  defaultTab = 'queue_status',
  defaultMonth,
  logoutPath = LOGIN_PATH,
  supportPath = SUPPORT_QUEUE_PATH,
}: QueueManagerConsoleProps) {
  const messages = useConsoleMessages();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const { navigate } = useNavigation();
  const [tab, setTab] = useState<string>(defaultTab);
  const [month, setMonth] = useState(() => defaultMonth ?? currentMonth());
  const fetching = useIsFetching({ predicate: isConsoleQuery });
  const [lastUpdate, setLastUpdate] = useState<Date | null>(null);
  const wasFetching = useRef(false);

  useEffect(() => {
    if (fetching > 0) {
      wasFetching.current = true;
    } else if (wasFetching.current) {
      wasFetching.current = false;
      setLastUpdate(new Date());
    }
  }, [fetching]);

  const refresh = () => {
    void queryClient.invalidateQueries({ predicate: isConsoleQuery });
  };
  const changeMonth = (next: string) => {
    setMonth(next);
    // The month reloads the token, model and pricing data (spec 3 §2 "Month selector").
    void queryClient.invalidateQueries({ queryKey: ['get', '/api/agents/pricing/'] });
  };
  const signOut = () => {
    toast.success(logout());
    // After the session's own listeners have reacted to the logout (a host app may send every
    // logout home first), so the console's 'Sair' ends on /login as the spec says.
    window.setTimeout(() => navigate(logoutPath), 0);
  };
  const monthTabs = tab === 'token_usage' || tab === 'llm_models' || tab === 'pricing';

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{messages.title}</h1>
          <p className={styles.subtitle}>{messages.subtitle}</p>
        </div>
        <div className={styles.headerActions}>
          <p className={styles.muted} aria-live="polite">
            {lastUpdate ? messages.lastUpdate(formatDateTime(lastUpdate)) : null}
          </p>
          <AppLink href={supportPath}>{messages.supportLink}</AppLink>
          <Button
            variant="secondary"
            size="sm"
            leadingIcon={<RefreshCw size={16} aria-hidden="true" />}
            disabled={fetching > 0}
            onClick={refresh}
          >
            {fetching > 0 ? messages.refreshing : messages.refresh}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            leadingIcon={<LogOut size={16} aria-hidden="true" />}
            onClick={signOut}
          >
            {messages.logout}
          </Button>
        </div>
      </header>
      <TabsRoot value={tab} onValueChange={setTab}>
        <div className={styles.toolbar}>
          <TabsList aria-label={messages.tabs}>
            <TabsTrigger value="queue_status">{messages.tabQueue}</TabsTrigger>
            <TabsTrigger value="agent_history">{messages.tabHistory}</TabsTrigger>
            <TabsTrigger value="token_usage">{messages.tabTokens}</TabsTrigger>
            <TabsTrigger value="llm_models">{messages.tabModels}</TabsTrigger>
            <TabsTrigger value="pricing">{messages.tabPricing}</TabsTrigger>
            <TabsTrigger value="routing_quality">{messages.tabRouting}</TabsTrigger>
          </TabsList>
          {monthTabs ? <MonthSelect value={month} onValueChange={changeMonth} /> : null}
        </div>
        <TabsContent value="queue_status">{tab === 'queue_status' ? <QueueStatusTab /> : null}</TabsContent>
        <TabsContent value="agent_history">
          {tab === 'agent_history' ? <AgentHistoryTab /> : null}
        </TabsContent>
        <TabsContent value="token_usage">
          {tab === 'token_usage' ? <TokenUsageTab month={month} /> : null}
        </TabsContent>
        <TabsContent value="llm_models">
          {tab === 'llm_models' ? <LlmModelsTab month={month} /> : null}
        </TabsContent>
        <TabsContent value="pricing">{tab === 'pricing' ? <PricingTab /> : null}</TabsContent>
        <TabsContent value="routing_quality">
          {tab === 'routing_quality' ? <RoutingQualityTab /> : null}
        </TabsContent>
      </TabsRoot>
    </div>
  );
}
