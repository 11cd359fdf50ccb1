import {
  ASSESSMENT_PATH,
  COMMANDER_PATH,
  CUSTOM_AGENTS_PATH,
  NOTIFICATION_SETTINGS_PATH,
  PROFILE_PATH,
  QUEUE_MANAGER_PATH,
  SUPPORT_PATH,
  SUPPORT_QUEUE_PATH,
  TUTORIALS_PATH,
} from '@sppock/sdk';
import {
  Bot,
  Bug,
  CirclePlay,
  ClipboardCheck,
  GraduationCap,
  Headset,
  LifeBuoy,
  ListOrdered,
  type LucideIcon,
  Settings,
  UserRound,
  UsersRound,
} from 'lucide-react';
import type { ShellMessages } from './messages';

/** One entry of the left sidebar. */
export interface SidebarEntry {
  /** The message key of the label. */
  label: keyof ShellMessages & string;
  icon: LucideIcon;
  /** The route; `null` for entries with no route (shown with an 'Em breve' badge). */
  route: string | null;
  /** Only superusers see it. */
  superuser?: boolean;
}

/** The chat route of the Commander (spec 2 §2). */
export const COMMANDER_ROUTE = COMMANDER_PATH;

/** The sidebar's entries in the spec's order (spec 1 §2 "Left sidebar"); Logout comes last, apart. */
export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  { label: 'commander', icon: Bot, route: COMMANDER_ROUTE },
  // The Enterprise team's custom agents (issue 21); other plans see the plan that unlocks them.
  { label: 'customAgents', icon: UsersRound, route: CUSTOM_AGENTS_PATH },
  { label: 'assessments', icon: ClipboardCheck, route: ASSESSMENT_PATH },
  { label: 'courses', icon: GraduationCap, route: null },
  { label: 'profile', icon: UserRound, route: PROFILE_PATH },
  { label: 'support', icon: LifeBuoy, route: SUPPORT_PATH },
  { label: 'settings', icon: Settings, route: NOTIFICATION_SETTINGS_PATH },
  { label: 'tutorials', icon: CirclePlay, route: TUTORIALS_PATH },
  { label: 'queueManager', icon: ListOrdered, route: QUEUE_MANAGER_PATH, superuser: true },
  // The operators' support queue (an extension: the spec shows no operator side).
  { label: 'supportQueue', icon: Headset, route: SUPPORT_QUEUE_PATH, superuser: true },
  { label: 'debug', icon: Bug, route: null, superuser: true },
];

/** Every route the sidebar links to: the default of `availableRoutes`. */
export const SIDEBAR_ROUTES: readonly string[] = SIDEBAR_ENTRIES.flatMap((entry) =>
  entry.route ? [entry.route] : [],
);

/** The path without its query string or hash. */
export function pathnameOf(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? '';
}

/**
 * The entry route that matches the current path: the longest route equal to it or above it, so
 * /profile/notifications marks Configurações and not Meus Dados.
 */
export function activeRoute(currentPath: string, routes: readonly string[]): string | null {
  const pathname = pathnameOf(currentPath);
  let best: string | null = null;
  for (const route of routes) {
    const matches = pathname === route || pathname.startsWith(`${route}/`);
    if (matches && (best === null || route.length > best.length)) {
      best = route;
    }
  }
  return best;
}
