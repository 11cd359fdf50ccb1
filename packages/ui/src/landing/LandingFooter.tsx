import { LOGIN_PATH, REGISTER_PATH } from '@sppock/sdk';
import { useId } from 'react';
import { AppLink } from '../navigation/Navigation';
import { Badge } from '../primitives/Badge/Badge';
import { SppockLogo } from '../primitives/SppockLogo/SppockLogo';
import * as styles from './LandingFooter.css';
import { SectionLink } from './LandingHeader';
import * as section from './landingSection.css';
import type { LandingSection } from './scrollToSection';
import { useLandingMessages } from './useLandingMessages';

export interface LandingFooterProps {
  /** The year of the copyright line. @default the current year */
  year?: number;
}

/**
 * The landing's footer: the brand and tagline, the section anchors, /login and /register, and the
 * social and legal entries marked 'Em breve' (the spec has no such pages yet).
 */
export function LandingFooter({ year = new Date().getFullYear() }: LandingFooterProps) {
  const messages = useLandingMessages();
  const baseId = useId();

  const sectionLink = (id: LandingSection, label: string) => (
    <SectionLink section={id} className={styles.footerLink}>
      {label}
    </SectionLink>
  );

  return (
    <footer className={styles.footer}>
      <div className={section.container}>
        <div className={styles.footerGrid}>
          <div className={styles.footerBrand}>
            <AppLink href="/" className={styles.footerLink} aria-label={messages.homeLink}>
              <SppockLogo size={28} />
            </AppLink>
            <p className={styles.footerTagline}>{messages.footerTagline}</p>
          </div>
          <nav aria-labelledby={`${baseId}-product`}>
            <h2 id={`${baseId}-product`} className={styles.footerHeading}>
              {messages.footerProduct}
            </h2>
            <ul className={styles.footerList}>
              <li>{sectionLink('features', messages.navFeatures)}</li>
              <li>{sectionLink('about', messages.navTechnology)}</li>
              <li>{sectionLink('pricing', messages.navPricing)}</li>
              <li>{sectionLink('faq', messages.navFaq)}</li>
            </ul>
          </nav>
          <nav aria-labelledby={`${baseId}-account`}>
            <h2 id={`${baseId}-account`} className={styles.footerHeading}>
              {messages.footerAccount}
            </h2>
            <ul className={styles.footerList}>
              <li>
                <AppLink href={LOGIN_PATH} className={styles.footerLink}>
                  {messages.navLogin}
                </AppLink>
              </li>
              <li>
                <AppLink href={REGISTER_PATH} className={styles.footerLink}>
                  {messages.navRegister}
                </AppLink>
              </li>
            </ul>
          </nav>
          <div>
            <h2 className={styles.footerHeading}>{messages.footerSocial}</h2>
            <ul className={styles.footerList}>
              {messages.socialNetworks.map((network) => (
                <li key={network} className={styles.footerSoon}>
                  {network} <Badge size="sm">{messages.comingSoon}</Badge>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className={styles.footerHeading}>{messages.footerLegal}</h2>
            <ul className={styles.footerList}>
              {[messages.privacyPolicy, messages.termsOfUse].map((entry) => (
                <li key={entry} className={styles.footerSoon}>
                  {entry} <Badge size="sm">{messages.comingSoon}</Badge>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className={styles.footerBottom}>
          <p className={styles.footerCopy}>{messages.copyright(year)}</p>
          <p className={styles.footerCopy}>{messages.madeIn}</p>
        </div>
      </div>
    </footer>
  );
}
