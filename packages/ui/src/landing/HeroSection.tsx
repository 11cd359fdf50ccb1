import { REGISTER_PATH } from '@sppock/sdk';
import { ArrowRight, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { cx } from '../internal/cx';
import { AppLink } from '../navigation/Navigation';
import { button } from '../primitives/Button/Button.css';
import { FEATURE_ICONS } from './FeaturesSection';
import * as styles from './HeroSection.css';
import { SectionLink } from './LandingHeader';
import * as section from './landingSection.css';
import { useLandingMessages } from './useLandingMessages';

/**
 * The landing's opening (spec 1 §2): the promise, 'Começar Gratuitamente' (to /register), 'Ver
 * planos' (to `#pricing`) and a chip per specialised agent. Holds the page's only `<h1>`.
 */
export function HeroSection() {
  const messages = useLandingMessages();
  const titleId = `${useId()}-hero`;
  return (
    <section className={styles.hero} aria-labelledby={titleId}>
      <span className={styles.heroGlow} aria-hidden="true" />
      <span className={styles.heroGrid} aria-hidden="true" />
      <div className={cx(section.container, styles.heroInner)}>
        <p className={styles.heroBadge}>
          <span className={styles.heroBadgeIcon} aria-hidden="true">
            <Sparkles size={14} />
          </span>
          {messages.heroBadge}
        </p>
        <h1 id={titleId} className={styles.heroTitle}>
          {messages.heroTitle} <span className={styles.heroHighlight}>{messages.heroTitleHighlight}</span>
        </h1>
        <p className={styles.heroSubtitle}>{messages.heroSubtitle}</p>
        <div className={section.actions}>
          <AppLink
            href={REGISTER_PATH}
            className={cx(button({ variant: 'primary' }), section.actionLink, styles.heroPrimary)}
          >
            {messages.heroCta}
            <ArrowRight size={18} aria-hidden="true" />
          </AppLink>
          <SectionLink section="pricing" className={cx(button({ variant: 'secondary' }), section.actionLink)}>
            {messages.heroSecondaryCta}
          </SectionLink>
        </div>
        <p className={styles.heroNote}>{messages.heroNote}</p>
        <ul className={styles.agentChips} aria-label={messages.featuresTitle}>
          {messages.features
            .filter((feature) => feature.id !== 'commander')
            .map((feature) => (
              <li key={feature.id} className={styles.agentChip}>
                <span className={styles.agentChipIcon} aria-hidden="true">
                  {FEATURE_ICONS[feature.id]}
                </span>
                {feature.title}
              </li>
            ))}
        </ul>
      </div>
    </section>
  );
}
