import { LOGIN_PATH, REGISTER_PATH } from '@sppock/sdk';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { cx } from '../internal/cx';
import { AppLink } from '../navigation/Navigation';
import { button } from '../primitives/Button/Button.css';
import * as styles from './CallToActionSection.css';
import * as section from './landingSection.css';
import { useLandingMessages } from './useLandingMessages';

/** The closing call to action: sign up (/register) or sign in (/login). */
export function CallToActionSection() {
  const messages = useLandingMessages();
  const titleId = `${useId()}-cta`;
  return (
    <section className={section.section} aria-labelledby={titleId}>
      <div className={section.container}>
        <div className={styles.cta}>
          <h2 id={titleId} className={styles.ctaTitle}>
            {messages.ctaTitle}
          </h2>
          <p className={styles.ctaText}>{messages.ctaSubtitle}</p>
          <div className={section.actions}>
            <AppLink
              href={REGISTER_PATH}
              className={cx(button({ variant: 'primary' }), section.actionLink, styles.ctaPrimary)}
            >
              {messages.ctaPrimary}
              <ArrowRight size={18} aria-hidden="true" />
            </AppLink>
            <AppLink
              href={LOGIN_PATH}
              className={cx(button({ variant: 'secondary' }), section.actionLink, styles.ctaSecondary)}
            >
              {messages.ctaSecondary}
            </AppLink>
          </div>
        </div>
      </div>
    </section>
  );
}
