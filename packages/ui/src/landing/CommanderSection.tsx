import { REGISTER_PATH } from '@sppock/sdk';
import { ArrowRight, MessageSquare, Route, Sparkles, Workflow } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cx } from '../internal/cx';
import { AppLink } from '../navigation/Navigation';
import { button } from '../primitives/Button/Button.css';
import { CommanderDiagram } from './CommanderDiagram';
import * as styles from './CommanderSection.css';
import * as section from './landingSection.css';
import { useLandingMessages } from './useLandingMessages';

const BENEFIT_ICONS: ReadonlyArray<ReactNode> = [
  <Workflow key="orchestration" size={20} />,
  <MessageSquare key="unified" size={20} />,
  <Route key="routing" size={20} />,
];

/**
 * The Commander (spec 1 §2): what the routing chat does, its three benefits, 'Experimente o
 * Commander' (to /register) and the diagram of a request routed to an agent.
 */
export function CommanderSection() {
  const messages = useLandingMessages();
  const titleId = `${useId()}-commander`;
  return (
    <section className={cx(section.section, section.alternate)} aria-labelledby={titleId}>
      <div className={cx(section.container, styles.split)}>
        <div className={styles.splitText}>
          <div className={cx(section.heading, section.headingStart, styles.splitHeading)}>
            <p className={section.eyebrow}>
              <Sparkles size={14} aria-hidden="true" />
              {messages.commanderEyebrow}
            </p>
            <h2 id={titleId} className={section.title}>
              {messages.commanderTitle}
            </h2>
            <p className={section.lead}>{messages.commanderSubtitle}</p>
          </div>
          <ul className={styles.benefits}>
            {messages.commanderBenefits.map((benefit, index) => (
              <li key={benefit.title} className={styles.benefit}>
                <span className={styles.benefitIcon} aria-hidden="true">
                  {BENEFIT_ICONS[index % BENEFIT_ICONS.length]}
                </span>
                <div>
                  <h3 className={styles.benefitTitle}>{benefit.title}</h3>
                  <p className={styles.benefitText}>{benefit.description}</p>
                </div>
              </li>
            ))}
          </ul>
          <AppLink href={REGISTER_PATH} className={cx(button({ variant: 'primary', size: 'lg' }))}>
            {messages.commanderCta}
            <ArrowRight size={18} aria-hidden="true" />
          </AppLink>
        </div>
        <CommanderDiagram />
      </div>
    </section>
  );
}
