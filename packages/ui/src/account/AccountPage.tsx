import { COMMANDER_PATH } from '@sppock/sdk';
import type { LucideIcon } from 'lucide-react';
import { Bell, CreditCard, Gauge, MessagesSquare, Settings, ShieldCheck, UserRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigation } from '../navigation/Navigation';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../primitives/Tabs/Tabs';
import { pathnameOf, SIDEBAR_ROUTES } from '../shell/sidebarEntries';
import { useTimezoneAutoSave } from '../shell/useTimezoneAutoSave';
import * as styles from './AccountPage.css';
import { ConversationsTab } from './ConversationsTab';
import type { AccountMessages } from './messages';
import { NotificationsTab } from './NotificationsTab';
import { ProfileTab } from './ProfileTab';
import { SecurityTab } from './SecurityTab';
import { SettingsTab } from './SettingsTab';
import { SubscriptionTab } from './SubscriptionTab';
import { UsageTab } from './UsageTab';
import { useAccountMessages } from './useAccountMessages';

/** The seven tabs of 'Minha Conta' (spec 1 §2), as they appear in `?tab=`. */
export const ACCOUNT_TABS = [
  'perfil',
  'seguranca',
  'uso',
  'assinatura',
  'conversas',
  'notificacoes',
  'configuracoes',
] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

const TAB_META: Record<AccountTab, { label: keyof AccountMessages; icon: LucideIcon }> = {
  perfil: { label: 'tabProfile', icon: UserRound },
  seguranca: { label: 'tabSecurity', icon: ShieldCheck },
  uso: { label: 'tabUsage', icon: Gauge },
  assinatura: { label: 'tabSubscription', icon: CreditCard },
  conversas: { label: 'tabConversations', icon: MessagesSquare },
  notificacoes: { label: 'tabNotifications', icon: Bell },
  configuracoes: { label: 'tabSettings', icon: Settings },
};

function isAccountTab(value: string | null | undefined): value is AccountTab {
  return (ACCOUNT_TABS as readonly string[]).includes(value ?? '');
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
  /** The account page's path, where `?tab=` is written. @default '/profile' */
  basePath?: string;
}

/**
 * 'Minha Conta' (spec 1 §2): Perfil, Segurança, Uso de Tokens, Assinatura, Conversas,
 * Notificações and Configurações, the selected tab kept in the URL (`?tab=`). Render it inside
 * `<AppShell>`, with `<SppockProvider>` and a `NavigationProvider` above. It also saves the
 * browser's time zone when the profile has none or UTC (spec 1 §4).
 */
export function AccountPage({
  initialTab = 'perfil',
  availableRoutes = SIDEBAR_ROUTES,
  basePath = '/profile',
}: AccountPageProps) {
  const messages = useAccountMessages();
  const { currentPath, navigate } = useNavigation();
  const fromUrl = tabFromPath(currentPath);
  const [tab, setTab] = useState<AccountTab>(fromUrl ?? initialTab);
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
              <TabsTrigger key={value} value={value}>
                <span className={styles.tabIcon} aria-hidden="true">
                  <Icon size={16} />
                </span>
                {messages[TAB_META[value].label] as string}
              </TabsTrigger>
            );
          })}
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
          <ConversationsTab chatAvailable={availableRoutes.includes(COMMANDER_PATH)} />
        </TabsContent>
        <TabsContent value="notificacoes" className={styles.panel}>
          <NotificationsTab />
        </TabsContent>
        <TabsContent value="configuracoes" className={styles.panel}>
          <SettingsTab />
        </TabsContent>
      </TabsRoot>
    </div>
  );
}
