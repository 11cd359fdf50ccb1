import { COMMANDER_PATH, PRIVACY_TAB, PROFILE_PATH, SUBSCRIPTION_TAB } from '@sppock/sdk';
import { useUsage } from '@sppock/sdk/react';
import type { LucideIcon } from 'lucide-react';
import {
  Bell,
  Brain,
  CalendarClock,
  CreditCard,
  Gauge,
  KeyRound,
  Lock,
  MessagesSquare,
  Plug,
  Settings,
  ShieldCheck,
  UserRound,
  Users,
} from 'lucide-react';
import { Fragment, useEffect, useRef, useState } from 'react';
import { ShareLinksList } from '../conversations/ShareLinksList';
import { useNavigation } from '../navigation/Navigation';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../primitives/Tabs/Tabs';
import { pathnameOf, SIDEBAR_ROUTES } from '../shell/sidebarEntries';
import { useTimezoneAutoSave } from '../shell/useTimezoneAutoSave';
import * as styles from './AccountPage.css';
import { ApiKeysTab } from './ApiKeysTab';
import * as accountStyles from './account.css';
import { apiKeysTexts } from './apiKeysMessages';
import { ConversationsTab } from './ConversationsTab';
import { IntegrationsTab } from './IntegrationsTab';
import { integrationsTexts } from './integrationsMessages';
import { MemoryTab } from './MemoryTab';
import { memoryMessages } from './memoryMessages';
import type { AccountMessages } from './messages';
import { NotificationsTab } from './NotificationsTab';
import { PrivacyTab } from './PrivacyTab';
import { ProfileTab } from './ProfileTab';
import { privacyTexts } from './privacyMessages';
import { RoutingExamplesCard } from './RoutingExamplesCard';
import { SchedulesTab } from './SchedulesTab';
import { SecurityTab } from './SecurityTab';
import { SettingsTab } from './SettingsTab';
import { SubscriptionTab } from './SubscriptionTab';
import { schedulesTexts } from './schedulesMessages';
import { TeamTab } from './TeamTab';
import { teamMessages } from './teamMessages';
import { UsageTab } from './UsageTab';
import { useAccountMessages } from './useAccountMessages';

/** The seven tabs of 'Minha Conta' (spec 1 §2), as they appear in `?tab=`. */
export const ACCOUNT_TABS = [
  'perfil',
  'seguranca',
  'uso',
  SUBSCRIPTION_TAB,
  'conversas',
  'notificacoes',
  'configuracoes',
] as const;
/** 'Equipe' (issue 21): shown beside Assinatura to Enterprise owners and members only. */
export const TEAM_TAB = 'equipe';
/** 'Integrações' (issue 16): partner sites that embed the FAQ chatbot, after Configurações. */
export const INTEGRATIONS_TAB = 'integracoes';
/** 'Agendamentos' (issue 30): requests to an agent that repeat, after Conversas. */
export const SCHEDULES_TAB = 'agendamentos';
/** 'Chaves de API' (issue 30): personal keys for the OpenAI-compatible API and MCP, after Integrações. */
export const API_KEYS_TAB = 'chaves';
/** 'Memória' (issue 29): what the agents keep about the user across conversations, after Conversas. */
export const MEMORY_TAB = 'memoria';
/** 'Privacidade' (issue 31, LGPD; `PRIVACY_TAB`, of @sppock/sdk's routes) comes after Configurações. */
export type AccountTab =
  | (typeof ACCOUNT_TABS)[number]
  | typeof TEAM_TAB
  | typeof INTEGRATIONS_TAB
  | typeof API_KEYS_TAB
  | typeof MEMORY_TAB
  | typeof PRIVACY_TAB
  | typeof SCHEDULES_TAB;

const TAB_META: Record<(typeof ACCOUNT_TABS)[number], { label: keyof AccountMessages; icon: LucideIcon }> = {
  perfil: { label: 'tabProfile', icon: UserRound },
  seguranca: { label: 'tabSecurity', icon: ShieldCheck },
  uso: { label: 'tabUsage', icon: Gauge },
  [SUBSCRIPTION_TAB]: { label: 'tabSubscription', icon: CreditCard },
  conversas: { label: 'tabConversations', icon: MessagesSquare },
  notificacoes: { label: 'tabNotifications', icon: Bell },
  configuracoes: { label: 'tabSettings', icon: Settings },
};

function isAccountTab(value: string | null | undefined): value is AccountTab {
  return (
    value === TEAM_TAB ||
    value === INTEGRATIONS_TAB ||
    value === SCHEDULES_TAB ||
    value === API_KEYS_TAB ||
    value === MEMORY_TAB ||
    value === PRIVACY_TAB ||
    (ACCOUNT_TABS as readonly string[]).includes(value ?? '')
  );
}

/**
 * The tab a path asks for: `?tab=` when it names one, Notificações on /profile/notifications,
 * otherwise none.
 */
export function tabFromPath(path: string): AccountTab | null {
  const query = path.includes('?') ? path.slice(path.indexOf('?') + 1).split('#')[0] : '';
  const tab = new URLSearchParams(query).get('tab');
  if (isAccountTab(tab)) {
    return tab;
  }
  return pathnameOf(path).endsWith('/notifications') ? 'notificacoes' : null;
}

export interface AccountPageProps {
  /** The tab shown when the URL names none (/profile/notifications passes 'notificacoes'). @default 'perfil' */
  initialTab?: AccountTab;
  /** Routes that have a screen; opening a conversation needs the chat route. @default every route of the sidebar */
  availableRoutes?: readonly string[];
  /** The account page's path, where `?tab=` is written. @default `PROFILE_PATH` */
  basePath?: string;
}

/**
 * 'Minha Conta' (spec 1 §2): Perfil, Segurança, Uso de Tokens, Assinatura, Conversas,
 * Agendamentos (issue 30), Notificações and Configurações, the selected tab kept in the URL (`?tab=`). Render it inside
 * `<AppShell>`, with `<SppockProvider>` and a `NavigationProvider` above. It also saves the
 * browser's time zone when the profile has none or UTC (spec 1 §4).
 */
export function AccountPage({
  initialTab = 'perfil',
  availableRoutes = SIDEBAR_ROUTES,
  basePath = PROFILE_PATH,
}: AccountPageProps) {
  const messages = useAccountMessages();
  const { currentPath, navigate } = useNavigation();
  const fromUrl = tabFromPath(currentPath);
  const [tab, setTab] = useState<AccountTab>(fromUrl ?? initialTab);
  const showTeam = useUsage().data?.package_type === 'enterprise';
  useTimezoneAutoSave();

  // Back and forward change the URL: follow it.
  useEffect(() => {
    if (fromUrl) {
      setTab(fromUrl);
    }
  }, [fromUrl]);

  // On a narrow screen the tab list scrolls: keep the selected tab in view.
  const pageRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = pageRef.current?.querySelector<HTMLElement>(`[role="tab"][data-value="${tab}"]`);
    active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  const select = (value: string) => {
    if (!isAccountTab(value)) {
      return;
    }
    setTab(value);
    navigate(`${basePath}?tab=${value}`, { replace: true });
  };

  return (
    <div ref={pageRef} className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{messages.title}</h1>
        <p className={styles.subtitle}>{messages.subtitle}</p>
      </header>
      <TabsRoot value={tab} onValueChange={select}>
        <TabsList aria-label={messages.tabs}>
          {ACCOUNT_TABS.map((value) => {
            const Icon = TAB_META[value].icon;
            return (
              <Fragment key={value}>
                <TabsTrigger value={value}>
                  <span className={styles.tabIcon} aria-hidden="true">
                    <Icon size={16} />
                  </span>
                  {messages[TAB_META[value].label] as string}
                </TabsTrigger>
                {value === 'assinatura' && showTeam ? (
                  <TabsTrigger value={TEAM_TAB}>
                    <span className={styles.tabIcon} aria-hidden="true">
                      <Users size={16} />
                    </span>
                    {teamMessages.tab}
                  </TabsTrigger>
                ) : null}
                {value === 'conversas' ? (
                  <>
                    <TabsTrigger value={MEMORY_TAB}>
                      <span className={styles.tabIcon} aria-hidden="true">
                        <Brain size={16} />
                      </span>
                      {memoryMessages.tab}
                    </TabsTrigger>
                    <TabsTrigger value={SCHEDULES_TAB}>
                      <span className={styles.tabIcon} aria-hidden="true">
                        <CalendarClock size={16} />
                      </span>
                      {schedulesTexts.tab}
                    </TabsTrigger>
                  </>
                ) : null}
              </Fragment>
            );
          })}
          <TabsTrigger value={PRIVACY_TAB}>
            <span className={styles.tabIcon} aria-hidden="true">
              <Lock size={16} />
            </span>
            {privacyTexts.tab}
          </TabsTrigger>
          <TabsTrigger value={INTEGRATIONS_TAB}>
            <span className={styles.tabIcon} aria-hidden="true">
              <Plug size={16} />
            </span>
            {integrationsTexts.tab}
          </TabsTrigger>
          <TabsTrigger value={API_KEYS_TAB}>
            <span className={styles.tabIcon} aria-hidden="true">
              <KeyRound size={16} />
            </span>
            {apiKeysTexts.tab}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="perfil" className={styles.panel}>
          <ProfileTab />
        </TabsContent>
        <TabsContent value="seguranca" className={styles.panel}>
          <SecurityTab />
        </TabsContent>
        <TabsContent value="uso" className={styles.panel}>
          <UsageTab />
        </TabsContent>
        <TabsContent value="assinatura" className={styles.panel}>
          <SubscriptionTab />
        </TabsContent>
        <TabsContent value="conversas" className={styles.panel}>
          <div className={accountStyles.stack}>
            <ConversationsTab chatAvailable={availableRoutes.includes(COMMANDER_PATH)} />
            <ShareLinksList />
            <RoutingExamplesCard />
          </div>
        </TabsContent>
        <TabsContent value={MEMORY_TAB} className={styles.panel}>
          <MemoryTab />
        </TabsContent>
        <TabsContent value={SCHEDULES_TAB} className={styles.panel}>
          <SchedulesTab chatAvailable={availableRoutes.includes(COMMANDER_PATH)} />
        </TabsContent>
        <TabsContent value="notificacoes" className={styles.panel}>
          <NotificationsTab />
        </TabsContent>
        <TabsContent value="configuracoes" className={styles.panel}>
          <SettingsTab />
        </TabsContent>
        <TabsContent value={PRIVACY_TAB} className={styles.panel}>
          <PrivacyTab />
        </TabsContent>
        <TabsContent value={INTEGRATIONS_TAB} className={styles.panel}>
          <IntegrationsTab />
        </TabsContent>
        <TabsContent value={API_KEYS_TAB} className={styles.panel}>
          <ApiKeysTab />
        </TabsContent>
        {showTeam ? (
          <TabsContent value={TEAM_TAB} className={styles.panel}>
            <TeamTab />
          </TabsContent>
        ) : null}
      </TabsRoot>
    </div>
  );
}
