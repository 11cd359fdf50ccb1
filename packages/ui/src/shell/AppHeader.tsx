import { DASHBOARD_PATH, PRICING_PATH, SUPPORT_PATH } from '@sppock/sdk';
import { Bell, Menu, PanelLeftClose, PanelLeftOpen, Sparkles, UserRound, X } from 'lucide-react';
import { visuallyHidden } from '../internal/styles.css';
import { AppLink } from '../navigation/Navigation';
import { button } from '../primitives/Button/Button.css';
import { IconButton } from '../primitives/IconButton/IconButton';
import { SppockLogo } from '../primitives/SppockLogo/SppockLogo';
import { ThemeToggle } from '../primitives/ThemeToggle/ThemeToggle';
import { Tooltip } from '../primitives/Tooltip/Tooltip';
import * as styles from './AppHeader.css';
import { useShellMessages } from './useShellMessages';

export interface AppHeaderProps {
  /** Who is greeted: the first name, or the e-mail when there is none. */
  name: string;
  /** Unread notifications; above 9 the badge reads '9+'. @default 0 */
  unreadCount?: number;
  /** The bell links to /support; when the support screen is not available yet it is shown disabled. @default true */
  supportAvailable?: boolean;
  /** Whether the sidebar is open (expanded, or shown on small screens). */
  menuOpen: boolean;
  /** What the menu button does: collapse the docked sidebar, or show the overlay one. @default 'docked' */
  menuMode?: 'docked' | 'overlay';
  onMenuToggle: () => void;
  /** Id of the sidebar the menu button controls. */
  menuControls?: string;
  /** Whether the account panel is open. @default false */
  panelOpen?: boolean;
  onPanelOpen: () => void;
  /** Id of the account panel. */
  panelControls?: string;
  /** Where the brand leads. @default `DASHBOARD_PATH` */
  homeHref?: string;
}

/** The unread badge text: the count, or '9+' above 9 (spec 1 §9). */
export function unreadBadge(count: number): string | null {
  if (count <= 0) {
    return null;
  }
  return count > 9 ? '9+' : String(count);
}

/**
 * The top header (spec 1 §2 "Top header"): menu toggle, brand, greeting, notification bell,
 * theme toggle, 'Upgrade' (opens /pricing in a new tab) and the account panel button.
 */
export function AppHeader({
  name,
  unreadCount = 0,
  supportAvailable = true,
  menuOpen,
  menuMode = 'docked',
  onMenuToggle,
  menuControls,
  panelOpen = false,
  onPanelOpen,
  panelControls,
  homeHref = DASHBOARD_PATH,
}: AppHeaderProps) {
  const messages = useShellMessages();
  const badge = unreadBadge(unreadCount);
  const menuLabel =
    menuMode === 'overlay'
      ? menuOpen
        ? messages.closeMenu
        : messages.openMenu
      : menuOpen
        ? messages.collapseMenu
        : messages.expandMenu;
  const menuIcon =
    menuMode === 'overlay' ? (
      menuOpen ? (
        <X size={20} />
      ) : (
        <Menu size={20} />
      )
    ) : menuOpen ? (
      <PanelLeftClose size={20} />
    ) : (
      <PanelLeftOpen size={20} />
    );
  const bellLabel = messages.notificationsUnread(unreadCount);
  const bellContent = (
    <>
      <Bell size={20} aria-hidden="true" />
      {badge ? (
        <span className={styles.bellBadge} aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </>
  );

  return (
    <header className={styles.header}>
      <Tooltip content={menuLabel} placement="bottom">
        <IconButton
          label={menuLabel}
          icon={menuIcon}
          onClick={onMenuToggle}
          aria-expanded={menuOpen}
          aria-controls={menuControls}
        />
      </Tooltip>
      <AppLink href={homeHref} className={styles.brand}>
        <SppockLogo size={28} />
      </AppLink>
      <p className={styles.greeting} title={messages.greeting(name)}>
        {messages.greeting(name)}
      </p>
      <div className={styles.actions}>
        <Tooltip
          content={
            supportAvailable ? messages.notifications : `${messages.notifications} — ${messages.comingSoon}`
          }
          placement="bottom"
        >
          {supportAvailable ? (
            <AppLink
              href={SUPPORT_PATH}
              aria-label={bellLabel}
              className={`${button({ variant: 'ghost', size: 'md' })} ${styles.bell}`}
            >
              {bellContent}
            </AppLink>
          ) : (
            // biome-ignore lint/a11y/useValidAnchor: the disabled-link pattern has no href on purpose.
            <a
              role="link"
              aria-disabled="true"
              aria-label={`${bellLabel} — ${messages.comingSoon}`}
              className={`${button({ variant: 'ghost', size: 'md' })} ${styles.bell} ${styles.bellDisabled}`}
            >
              {bellContent}
            </a>
          )}
        </Tooltip>
        <ThemeToggle />
        <a
          href={PRICING_PATH}
          target="_blank"
          rel="noopener noreferrer"
          className={button({ variant: 'primary', size: 'sm' })}
        >
          <Sparkles size={16} aria-hidden="true" />
          <span className={styles.upgradeLabel}>{messages.upgrade}</span>
          <span className={visuallyHidden}> {messages.opensInNewTab}</span>
        </a>
        <Tooltip content={messages.accountPanel} placement="bottom">
          <button
            type="button"
            className={styles.avatar}
            aria-label={messages.accountPanel}
            aria-haspopup="dialog"
            aria-expanded={panelOpen}
            aria-controls={panelOpen ? panelControls : undefined}
            onClick={onPanelOpen}
          >
            <UserRound size={18} aria-hidden="true" />
          </button>
        </Tooltip>
      </div>
    </header>
  );
}
