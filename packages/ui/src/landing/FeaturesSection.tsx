import {
  Brain,
  CalendarClock,
  ChartColumn,
  Check,
  ClipboardCheck,
  Lightbulb,
  Mail,
  PenLine,
  Sparkles,
  Target,
  Truck,
} from 'lucide-react';
import { type ReactNode, useId } from 'react';
import * as styles from './FeaturesSection.css';
import * as section from './landingSection.css';
import type { LandingFeature } from './messages';
import { useLandingMessages } from './useLandingMessages';

/** Each agent's icon, shared by the feature cards and the hero's agent chips. */
export const FEATURE_ICONS: Record<LandingFeature['id'], ReactNode> = {
  commander: <Sparkles size={20} />,
  brainstorm: <Lightbulb size={20} />,
  content: <PenLine size={20} />,
  leads: <Target size={20} />,
  competition: <ChartColumn size={20} />,
  email: <Mail size={20} />,
  suppliers: <Truck size={20} />,
  meetings: <CalendarClock size={20} />,
  mbti: <Brain size={20} />,
  igta: <ClipboardCheck size={20} />,
};

/** 'Recursos' (`#features`, spec 1 §2): a card per agent and the list of what every plan brings. */
export function FeaturesSection() {
  const messages = useLandingMessages();
  const titleId = `${useId()}-features`;
  return (
    <section id="features" className={section.section} aria-labelledby={titleId}>
      <div className={section.container}>
        <div className={section.heading}>
          <p className={section.eyebrow}>{messages.featuresEyebrow}</p>
          <h2 id={titleId} className={section.title}>
            {messages.featuresTitle}
          </h2>
          <p className={section.lead}>{messages.featuresSubtitle}</p>
        </div>
        <ul className={styles.featureGrid}>
          {messages.features.map((feature) => (
            <li key={feature.id} className={styles.featureCard}>
              <span className={section.cardIcon} aria-hidden="true">
                {FEATURE_ICONS[feature.id]}
              </span>
              <h3 className={section.cardTitle}>{feature.title}</h3>
              <p className={section.cardText}>{feature.description}</p>
            </li>
          ))}
        </ul>
        <div className={styles.claims}>
          <h3 className={styles.claimsTitle}>{messages.featureClaimsTitle}</h3>
          <ul className={styles.claimList}>
            {messages.featureClaims.map((claim) => (
              <li key={claim} className={styles.claim}>
                <span className={styles.claimIcon} aria-hidden="true">
                  <Check size={14} strokeWidth={3} />
                </span>
                {claim}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
