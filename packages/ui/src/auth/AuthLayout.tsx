import { ArrowLeft, Check } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { cx } from '../internal/cx';
import { AppLink } from '../navigation/Navigation';
import { SppockLogo } from '../primitives/SppockLogo/SppockLogo';
import { ThemeToggle } from '../primitives/ThemeToggle/ThemeToggle';
import * as styles from './AuthLayout.css';
import { useAuthMessages } from './useAuthMessages';

export interface AuthLayoutProps {
  /** The screen's heading (the page's `h1`). */
  title: ReactNode;
  /** A line under the heading. */
  description?: ReactNode;
  /** The form. */
  children?: ReactNode;
  /** Under the card: the link to the other auth screen ('Não tem uma conta? Criar conta'). */
  footer?: ReactNode;
  /** A wider card, for forms with two columns. @default false */
  wide?: boolean;
  /** Receives the heading, e.g. to move focus to it when the step changes. */
  titleRef?: Ref<HTMLHeadingElement>;
}

/**
 * The frame of the sign-in, sign-up and password screens: the brand panel (on wide screens), a
 * link back to the landing page, the theme toggle and the card with the form.
 */
export function AuthLayout({
  title,
  description,
  children,
  footer,
  wide = false,
  titleRef,
}: AuthLayoutProps) {
  const messages = useAuthMessages();
  return (
    <div className={styles.layout}>
      <aside className={styles.brandPanel} aria-label={messages.brandName}>
        <span className={styles.brandGrid} aria-hidden="true" />
        <AppLink href="/" className={styles.brandLink} aria-label={messages.homeLink}>
          <SppockLogo size={36} className={styles.brandLogo} />
        </AppLink>
        <div className={styles.brandBody}>
          <p className={styles.brandHeadline}>{messages.asideHeadline}</p>
          <p className={styles.brandText}>{messages.asideText}</p>
          <ul className={styles.brandList}>
            {messages.asideBenefits.map((benefit) => (
              <li key={benefit} className={styles.brandItem}>
                <span className={styles.brandCheck} aria-hidden="true">
                  <Check size={14} strokeWidth={3} />
                </span>
                {benefit}
              </li>
            ))}
          </ul>
        </div>
        <p className={styles.brandFootnote}>© {new Date().getFullYear()} Sppock</p>
      </aside>
      <div className={styles.column}>
        <header className={styles.topBar}>
          <AppLink href="/" className={styles.mobileLogoLink} aria-label={messages.homeLink}>
            <SppockLogo size={30} />
          </AppLink>
          <div className={styles.topActions}>
            <AppLink href="/" className={styles.backLink}>
              <ArrowLeft size={16} aria-hidden="true" />
              {messages.backToHome}
            </AppLink>
            <ThemeToggle />
          </div>
        </header>
        <main className={styles.main}>
          <div className={cx(styles.card, wide && styles.wideCard)}>
            <div className={styles.header}>
              <h1 ref={titleRef} tabIndex={-1} className={styles.title}>
                {title}
              </h1>
              {description ? <p className={styles.description}>{description}</p> : null}
            </div>
            {children}
          </div>
          {footer ? <p className={styles.footer}>{footer}</p> : null}
        </main>
      </div>
    </div>
  );
}
