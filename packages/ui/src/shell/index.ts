export {
  AccountOverview,
  AccountOverviewPanel,
  type AccountOverviewPanelProps,
  type AccountOverviewProps,
  RECENT_ACTIVITIES,
  subscriptionCycle,
  USAGE_STALE_MS,
} from './AccountOverviewPanel';
export { AppHeader, type AppHeaderProps, unreadBadge } from './AppHeader';
export { AppShell, type AppShellProps } from './AppShell';
export { AppSidebar, type AppSidebarProps } from './AppSidebar';
export { DashboardPage } from './DashboardPage';
export { LoadError, type LoadErrorProps } from './LoadError';
export { type ShellMessages, shellMessages } from './messages';
export { PageFooter, type PageFooterProps } from './PageFooter';
export { minutesLeft, SessionExpiryWarning, type SessionExpiryWarningProps } from './SessionExpiryWarning';
export {
  activeRoute,
  COMMANDER_ROUTE,
  SIDEBAR_ENTRIES,
  SIDEBAR_ROUTES,
  type SidebarEntry,
} from './sidebarEntries';
export { UsageMeters, type UsageMetersProps } from './UsageMeters';
export { SIDEBAR_STORAGE_KEY, useSidebarOpen } from './useSidebarOpen';
export {
  detectBrowserTimezone,
  needsDetectedTimezone,
  useTimezoneAutoSave,
} from './useTimezoneAutoSave';
