import { PRICING_PATH, SUPPORT_PATH, TUTORIALS_PATH } from '@sppock/sdk';
import { AppLink } from '../navigation/Navigation';
import * as styles from './PageFooter.css';
import { useShellMessages } from './useShellMessages';

export interface PageFooterProps {
  /** The year of the copyright line. @default the current year */
  year?: number;
  /**
   * The in-app pages the footer may link to (the shell's `availableRoutes`); a link to a page
   * that has not landed is left out. @default Planos, Suporte and Tutoriais Vídeo
   */
  availableRoutes?: readonly string[];
}

const LINKS = [
  { route: PRICING_PATH, label: 'footerPlans' },
  { route: SUPPORT_PATH, label: 'support' },
  { route: TUTORIALS_PATH, label: 'tutorials' },
] as const;

/**
 * The footer of the shared page chrome (spec 3 §1) under the assessment, support and tutorials
 * pages: the copyright line and links to the plans, support and tutorials.
 */
export function PageFooter({
  year = new Date().getFullYear(),
  availableRoutes = LINKS.map((link) => link.route),
}: PageFooterProps) {
  const messages = useShellMessages();
  const links = LINKS.filter((link) => availableRoutes.includes(link.route));
  return (
    <footer className={styles.footer}>
      <p className={styles.copyright}>{messages.footerCopyright(year)}</p>
      {links.length > 0 ? (
        <nav aria-label={messages.footerNavigation}>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.route}>
                <AppLink href={link.route} className={styles.link}>
                  {messages[link.label]}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </footer>
  );
}
