import { LOGIN_PATH, REGISTER_PATH } from '@sppock/sdk';
import { Menu, X } from 'lucide-react';
import { type AnchorHTMLAttributes, useEffect, useId, useRef, useState } from 'react';
import { cx } from '../internal/cx';
import { AppLink } from '../navigation/Navigation';
import { button } from '../primitives/Button/Button.css';
import { IconButton } from '../primitives/IconButton/IconButton';
import { SppockLogo } from '../primitives/SppockLogo/SppockLogo';
import { ThemeToggle } from '../primitives/ThemeToggle/ThemeToggle';
import { breakpoints } from '../theme/breakpoints';
import * as styles from './LandingHeader.css';
import { handleSectionLinkClick, type LandingSection } from './scrollToSection';
import { useLandingMessages } from './useLandingMessages';

export interface SectionLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The section's id: 'features', 'about', 'pricing' or 'faq'. */
  section: LandingSection;
}

/** A link to a section of the landing page: a real `#anchor`, scrolled to smoothly. */
export function SectionLink({ section, onClick, ...props }: SectionLinkProps) {
  return (
    <a
      href={`#${section}`}
      onClick={(event) => {
        onClick?.(event);
        handleSectionLinkClick(event, section);
      }}
      {...props}
    />
  );
}

export interface LandingHeaderProps {
  /** Draw the bar's background from the start, as after scrolling (stories, a page without a hero). @default false */
  solid?: boolean;
  /** Open the mobile menu at first. @default false */
  defaultMenuOpen?: boolean;
}

/**
 * The landing's fixed top bar (spec 1 §2): the logo (to /), anchors to the features, technology,
 * pricing and FAQ sections, /login and /register, the theme toggle and, on small screens, a
 * menu button that opens the same links.
 */
export function LandingHeader({ solid = false, defaultMenuOpen = false }: LandingHeaderProps) {
  const messages = useLandingMessages();
  const [menuOpen, setMenuOpen] = useState(defaultMenuOpen);
  const [scrolled, setScrolled] = useState(false);
  const menuId = `${useId()}-menu`;
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 8);
    // The first reading (a reload or a link lands mid-page) waits until the browser has drawn the
    // next frame: read at once, right after React adopts the landing, scrollY would force a layout
    // of the whole page inside React's task (a long task on a phone).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(update);
    });
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('scroll', update);
    };
  }, []);

  useEffect(() => {
    if (!menuOpen) {
      return;
    }
    // The menu is for small screens: widening the window closes it.
    const desktop = window.matchMedia(breakpoints.lg);
    const close = () => {
      if (desktop.matches) {
        setMenuOpen(false);
      }
    };
    desktop.addEventListener('change', close);
    return () => desktop.removeEventListener('change', close);
  }, [menuOpen]);

  useEffect(() => {
    if (!menuOpen) {
      return;
    }
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        menuButtonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const sections: ReadonlyArray<[LandingSection, string]> = [
    ['features', messages.navFeatures],
    ['about', messages.navTechnology],
    ['pricing', messages.navPricing],
    ['faq', messages.navFaq],
  ];

  return (
    <header
      className={styles.bar}
      data-scrolled={solid || scrolled ? '' : undefined}
      data-menu-open={menuOpen ? '' : undefined}
    >
      <div className={styles.inner}>
        <AppLink href="/" className={styles.logoLink} aria-label={messages.homeLink}>
          <SppockLogo size={32} />
        </AppLink>
        <nav className={styles.nav} aria-label={messages.primaryNavigation}>
          <ul className={styles.navList}>
            {sections.map(([id, label]) => (
              <li key={id}>
                <SectionLink section={id} className={styles.navLink}>
                  {label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <ThemeToggle />
          <AppLink
            href={LOGIN_PATH}
            className={cx(button({ variant: 'ghost', size: 'md' }), styles.desktopOnly)}
          >
            {messages.navLogin}
          </AppLink>
          <AppLink
            href={REGISTER_PATH}
            className={cx(button({ variant: 'primary', size: 'md' }), styles.desktopOnly)}
          >
            {messages.navRegister}
          </AppLink>
          <IconButton
            ref={menuButtonRef}
            className={styles.mobileOnly}
            label={menuOpen ? messages.closeMenu : messages.openMenu}
            icon={menuOpen ? <X size={20} /> : <Menu size={20} />}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            onClick={() => setMenuOpen((open) => !open)}
          />
        </div>
      </div>
      {menuOpen ? (
        <nav id={menuId} className={styles.mobilePanel} aria-label={messages.mobileMenu}>
          <ul className={styles.mobileList}>
            {sections.map(([id, label]) => (
              <li key={id}>
                <SectionLink section={id} className={styles.mobileLink} onClick={() => setMenuOpen(false)}>
                  {label}
                </SectionLink>
              </li>
            ))}
          </ul>
          <div className={styles.mobileActions}>
            <AppLink href={LOGIN_PATH} className={button({ variant: 'secondary', size: 'lg' })}>
              {messages.navLogin}
            </AppLink>
            <AppLink href={REGISTER_PATH} className={button({ variant: 'primary', size: 'lg' })}>
              {messages.navRegister}
            </AppLink>
          </div>
        </nav>
      ) : null}
    </header>
  );
}
