import { SUPPORT_PATH } from '@sppock/sdk';
import { useLogout, useSession, useUnreadNotificationCount, useUsage } from '@sppock/sdk/react';
import { lazy, type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { skipLink } from '../internal/styles.css';
import { useNavigation } from '../navigation/Navigation';
import { toast } from '../primitives/Toaster/toastStore';
import { AccountOverviewPanel } from './AccountOverviewPanel';
import { AppHeader, type AppHeaderProps } from './AppHeader';
import * as styles from './AppShell.css';
import { AppSidebar, type AppSidebarProps } from './AppSidebar';
import { SIDEBAR_ROUTES } from './sidebarEntries';
import { MOBILE_QUERY, useMediaQuery } from './useMediaQuery';
import { useShellMessages } from './useShellMessages';
import { useSidebarOpen } from './useSidebarOpen';
import { useTimezoneAutoSave } from './useTimezoneAutoSave';

// The superuser's debug panel (spec 2 §2) is the chat's; loaded only when 'Debug Ambiente' opens it.
const DebugPanel = lazy(() =>
  import('../chat/panels/DebugPanel').then((module) => ({ default: module.DebugPanel })),
);

export interface AppShellProps {
  /** The screen inside the shell. */
  children?: ReactNode;
  /**
   * Routes that have a screen. Sidebar entries (and the bell's /support) whose route is missing
   * are shown with an 'Em breve' badge instead of a link. @default every route of the sidebar
   */
  availableRoutes?: readonly string[];
  /**
   * Replaces what the superuser entry 'Debug Ambiente' does. @default opens the debug panel
   * (the chat's), with `appName` and `mode`
   */
  onDebugClick?: () => void;
  /** The app's name, shown in the debug panel. @default the page's title */
  appName?: string;
  /** The app's build mode (e.g. Vite's `import.meta.env.MODE`), shown in the debug panel. @default 'não informado' */
  mode?: string;
  /** Where Logout goes after 'Logout realizado com sucesso!'. @default '/' */
  logoutPath?: string;
}

// What the shell reads from the server, each in the part that shows it: an answer (the unread
// count, the plan, the profile) re-renders that part alone. Read in AppShell itself, each answer
// re-rendered the whole shell at once, in a task the browser could not interrupt (a store's
// update is never time-sliced), three times on a first load.

/** Saves the browser's time zone when the profile has none (spec 1 §4); renders nothing. */
function TimezoneAutoSave() {
  useTimezoneAutoSave();
  return null;
}

/** The header with the bell's unread count. */
function ShellHeader(props: Omit<AppHeaderProps, 'unreadCount'>) {
  const unreadCount = useUnreadNotificationCount();
  return <AppHeader {...props} unreadCount={unreadCount} />;
}

/** The sidebar with the plan its upgrade card names. */
function ShellSidebar(props: Omit<AppSidebarProps, 'plan'>) {
  const { status } = useSession();
  const usage = useUsage({ enabled: status === 'authenticated' });
  return <AppSidebar {...props} plan={usage.data?.package_type ?? null} />;
}

/**
 * The authenticated layout (spec 1 §2 "Shared layout"): the top header, the left sidebar (open
 * state remembered in `localStorage.sidebar_open`; a drawer on small screens) and the right
 * 'Visão geral da conta' panel around the screen. Reads the session, the unread count and usage
 * through the SDK, so it must sit inside `<SppockProvider>`; the current path comes from
 * `useNavigation()`. It also saves the browser's time zone when the profile has none.
 */
export function AppShell({
  children,
  availableRoutes = SIDEBAR_ROUTES,
  onDebugClick,
  appName,
  mode,
  logoutPath = '/',
}: AppShellProps) {
  const messages = useShellMessages();
  const { user, role } = useSession();
  const logout = useLogout();
  const { navigate, currentPath } = useNavigation();

  const overlay = useMediaQuery(MOBILE_QUERY);
  const [docked, setDocked] = useSidebarOpen();
  const [overlayOpen, setOverlayOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  // null until 'Debug Ambiente' is first used, so the panel's code loads only then.
  const [debugOpen, setDebugOpen] = useState<boolean | null>(null);
  const sidebarId = useId();
  const panelId = useId();
  const mainId = useId();
  const sidebarOpen = overlay ? overlayOpen : docked;

  // A route change closes the small-screen drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on the path alone.
  useEffect(() => {
    setOverlayOpen(false);
  }, [currentPath]);

  useEffect(() => {
    if (!overlay || !overlayOpen) {
      return;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOverlayOpen(false);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [overlay, overlayOpen]);

  const name = user?.first_name?.trim() || user?.email || '';
  const handleLogout = () => {
    logout();
    toast.success(messages.logoutSuccess);
    navigate(logoutPath);
  };

  return (
    <div className={styles.root}>
      <a href={`#${mainId}`} className={skipLink}>
        {messages.skipToContent}
      </a>
      <TimezoneAutoSave />
      <ShellHeader
        name={name}
        supportAvailable={availableRoutes.includes(SUPPORT_PATH)}
        menuOpen={sidebarOpen}
        menuMode={overlay ? 'overlay' : 'docked'}
        onMenuToggle={() => (overlay ? setOverlayOpen(!overlayOpen) : setDocked(!docked))}
        menuControls={sidebarId}
        panelOpen={panelOpen}
        onPanelOpen={() => setPanelOpen(true)}
        panelControls={panelId}
      />
      <div className={styles.body}>
        {overlay && overlayOpen ? (
          <div className={styles.backdrop} aria-hidden="true" onClick={() => setOverlayOpen(false)} />
        ) : null}
        <ShellSidebar
          id={sidebarId}
          open={sidebarOpen}
          mode={overlay ? 'overlay' : 'docked'}
          currentPath={currentPath}
          availableRoutes={availableRoutes}
          superuser={role === 'superuser'}
          onLogout={handleLogout}
          onDebugClick={onDebugClick ?? (() => setDebugOpen(true))}
          onNavigate={() => setOverlayOpen(false)}
        />
        <main id={mainId} className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
      <AccountOverviewPanel id={panelId} open={panelOpen} onOpenChange={setPanelOpen} />
      {debugOpen !== null && role === 'superuser' ? (
        <Suspense fallback={null}>
          <DebugPanel
            open={debugOpen}
            onOpenChange={setDebugOpen}
            {...(appName ? { appName } : {})}
            {...(mode ? { mode } : {})}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
