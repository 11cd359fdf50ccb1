import type { PlanType } from '@sppock/sdk';
import { PRICING_PATH } from '@sppock/sdk';
import { LogOut, Sparkles } from 'lucide-react';
import { type ReactElement, useState } from 'react';
import { visuallyHidden } from '../internal/styles.css';
import { AppLink } from '../navigation/Navigation';
import { Badge } from '../primitives/Badge/Badge';
import { button, iconButton } from '../primitives/Button/Button.css';
import { Tooltip } from '../primitives/Tooltip/Tooltip';
import * as styles from './AppSidebar.css';
import { activeRoute, SIDEBAR_ENTRIES, SIDEBAR_ROUTES, type SidebarEntry } from './sidebarEntries';
import { useShellMessages } from './useShellMessages';

export interface AppSidebarProps {
  /** Expanded (labels shown) or collapsed to icons; in `overlay` mode, shown or hidden. @default true */
  open?: boolean;
  /** `docked` beside the content (desktop); `overlay` slides over the page (small screens). @default 'docked' */
  mode?: 'docked' | 'overlay';
  /** The current path, to mark the active entry. */
  currentPath: string;
  /**
   * Routes that have a screen. An entry whose route is missing shows as a non-link with an
   * 'Em breve' badge, like Cursos Profissionais. @default every route of the sidebar
   */
  availableRoutes?: readonly string[];
  /** Shows Queue Manager and Debug Ambiente. @default false */
  superuser?: boolean;
  /** The user's plan: the upgrade card shows unless it is enterprise. `null` while unknown (no card). */
  plan?: PlanType | null;
  /** Runs Logout. */
  onLogout: () => void;
  /** Opens the debug panel; without it Debug Ambiente shows 'Em breve'. */
  onDebugClick?: () => void;
  /** Called after an entry is followed (closes the overlay on small screens). */
  onNavigate?: () => void;
  id?: string;
}

/**
 * The left sidebar (spec 1 §2): the product's entries in order, the superuser entries, an upgrade
 * card unless the plan is enterprise, and Logout. 256 px open, 80 px collapsed with tooltips.
 */
export function AppSidebar({
  open = true,
  mode = 'docked',
  currentPath,
  availableRoutes = SIDEBAR_ROUTES,
  superuser = false,
  plan = null,
  onLogout,
  onDebugClick,
  onNavigate,
  id,
}: AppSidebarProps) {
  const messages = useShellMessages();
  const collapsed = mode === 'docked' && !open;
  // A drawer never opened yet (a phone's first screen) holds no entries: nobody can see or reach
  // them, and they were half of the shell's first render. They render when it first opens.
  const shown = mode === 'docked' || open;
  const [filled, setFilled] = useState(shown);
  if (shown && !filled) {
    setFilled(true);
  }
  const current = activeRoute(
    currentPath,
    SIDEBAR_ENTRIES.flatMap((entry) => (entry.route ? [entry.route] : [])),
  );
  const entries = SIDEBAR_ENTRIES.filter((entry) => !entry.superuser);
  const adminEntries = superuser ? SIDEBAR_ENTRIES.filter((entry) => entry.superuser) : [];

  const renderEntry = (entry: SidebarEntry) => {
    const label = messages[entry.label] as string;
    const Icon = entry.icon;
    const content = (soon: boolean) => (
      <>
        <span className={styles.icon} aria-hidden="true">
          <Icon size={20} />
        </span>
        {collapsed ? (
          <span className={visuallyHidden}>
            {label}
            {soon ? ` ${messages.comingSoon}` : null}
          </span>
        ) : soon ? (
          // Label above a small 'Em breve' badge: long labels stay on one line in 256 px.
          <span className={styles.soonText}>
            <span className={styles.label}>{label}</span>
            <Badge className={styles.soonBadge} tone="neutral">
              {messages.comingSoon}
            </Badge>
          </span>
        ) : (
          <span className={styles.label}>{label}</span>
        )}
      </>
    );
    const available = entry.route !== null && availableRoutes.includes(entry.route);
    let element: ReactElement;
    if (entry.label === 'debug' && onDebugClick) {
      element = (
        <button type="button" className={styles.item} onClick={onDebugClick}>
          {content(false)}
        </button>
      );
    } else if (available && entry.route) {
      element = (
        <AppLink
          href={entry.route}
          className={styles.item}
          aria-current={current === entry.route ? 'page' : undefined}
          onClick={onNavigate}
        >
          {content(false)}
        </AppLink>
      );
    } else {
      element = (
        // A link to a screen that does not exist yet: no href, announced as disabled (the W3C pattern).
        // biome-ignore lint/a11y/useValidAnchor: the disabled-link pattern has no href on purpose.
        <a role="link" aria-disabled="true" className={styles.item}>
          {content(true)}
        </a>
      );
    }
    const soon = !available && !(entry.label === 'debug' && onDebugClick);
    return (
      <li key={entry.label}>
        <Tooltip
          content={soon ? `${label} — ${messages.comingSoon}` : label}
          placement="right"
          disabled={!collapsed}
        >
          {element}
        </Tooltip>
      </li>
    );
  };

  const showUpgrade = plan !== null && plan !== 'enterprise';
  return (
    <div
      id={id}
      className={styles.sidebar({ mode, open })}
      data-state={open ? 'open' : 'closed'}
      data-mode={mode}
      data-collapsed={collapsed ? '' : undefined}
      inert={mode === 'overlay' && !open ? true : undefined}
    >
      {filled ? (
        <>
          <nav aria-label={messages.mainNavigation}>
            <ul className={styles.list}>{entries.map(renderEntry)}</ul>
            {adminEntries.length > 0 ? (
              <>
                {collapsed ? (
                  <div className={styles.divider} aria-hidden="true" />
                ) : (
                  <p className={styles.sectionLabel} aria-hidden="true">
                    {messages.adminSection}
                  </p>
                )}
                <ul className={styles.list} aria-label={messages.adminSection}>
                  {adminEntries.map(renderEntry)}
                </ul>
              </>
            ) : null}
          </nav>
          <div className={styles.footer}>
            {showUpgrade ? <UpgradeCard plan={plan} collapsed={collapsed} /> : null}
            <Tooltip content={messages.logout} placement="right" disabled={!collapsed}>
              <button type="button" className={styles.item} onClick={onLogout}>
                <span className={styles.icon} aria-hidden="true">
                  <LogOut size={20} />
                </span>
                <span className={collapsed ? visuallyHidden : styles.label}>{messages.logout}</span>
              </button>
            </Tooltip>
          </div>
        </>
      ) : null}
    </div>
  );
}

function UpgradeCard({ plan, collapsed }: { plan: PlanType; collapsed: boolean }) {
  const messages = useShellMessages();
  const free = plan === 'freemium';
  const title = free ? messages.upgradeCardTitleFree : messages.upgradeCardTitlePro;
  if (collapsed) {
    return (
      <Tooltip content={title} placement="right">
        <a
          href={PRICING_PATH}
          target="_blank"
          rel="noopener noreferrer"
          className={`${button({ variant: 'primary', size: 'md' })} ${iconButton({ size: 'md' })} ${styles.upgradeIconLink}`}
          aria-label={`${title} ${messages.opensInNewTab}`}
        >
          <Sparkles size={18} aria-hidden="true" />
        </a>
      </Tooltip>
    );
  }
  return (
    <section className={styles.upgradeCard} aria-label={title}>
      <p className={styles.upgradeTitle}>
        <Sparkles size={16} aria-hidden="true" />
        {title}
      </p>
      <p className={styles.upgradeText}>
        {free ? messages.upgradeCardTextFree : messages.upgradeCardTextPro}
      </p>
      <a
        href={PRICING_PATH}
        target="_blank"
        rel="noopener noreferrer"
        className={button({ variant: 'primary', size: 'sm', fullWidth: true })}
      >
        {messages.upgradeCardAction}
        <span className={visuallyHidden}> {messages.opensInNewTab}</span>
      </a>
    </section>
  );
}
