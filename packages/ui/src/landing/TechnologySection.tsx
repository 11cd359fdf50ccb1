import { Brain, History, Layers } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cx } from '../internal/cx';
import * as section from './landingSection.css';
import * as styles from './TechnologySection.css';
import { useLandingMessages } from './useLandingMessages';

const PILLAR_ICONS: ReadonlyArray<ReactNode> = [
  <Layers key="providers" size={20} />,
  <Brain key="memory" size={20} />,
  <History key="history" size={20} />,
];

/** 'Tecnologia' (`#about`, spec 1 §2): the three pillars and the figures under them. */
export function TechnologySection() {
  const messages = useLandingMessages();
  const titleId = `${useId()}-about`;
  return (
    <section id="about" className={cx(section.section, section.alternate)} aria-labelledby={titleId}>
      <div className={section.container}>
        <div className={section.heading}>
          <p className={section.eyebrow}>{messages.technologyEyebrow}</p>
          <h2 id={titleId} className={section.title}>
            {messages.technologyTitle}
          </h2>
          <p className={section.lead}>{messages.technologySubtitle}</p>
        </div>
        <ul className={styles.pillars}>
          {messages.technologyPillars.map((pillar, index) => (
            <li key={pillar.title} className={styles.pillar}>
              <span className={section.cardIcon} aria-hidden="true">
                {PILLAR_ICONS[index % PILLAR_ICONS.length]}
              </span>
              <h3 className={section.cardTitle}>{pillar.title}</h3>
              <p className={section.cardText}>{pillar.description}</p>
            </li>
          ))}
        </ul>
        <dl className={styles.stats} aria-label={messages.technologyStatsLabel}>
          {messages.technologyStats.map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dt className={styles.statLabel}>{stat.label}</dt>
              <dd className={styles.statValue}>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
