import { useId } from 'react';
import { cx } from '../internal/cx';
import {
  AccordionContent,
  AccordionItem,
  AccordionRoot,
  AccordionTrigger,
} from '../primitives/Accordion/Accordion';
import * as styles from './FaqSection.css';
import * as section from './landingSection.css';
import type { LandingFaqGroup } from './messages';
import { useLandingMessages } from './useLandingMessages';

export interface FaqSectionProps {
  /** The groups. @default the eight groups of the landing's messages */
  groups?: ReadonlyArray<LandingFaqGroup>;
  /** The group open at first; `null` for all closed. @default the first group */
  defaultOpen?: string | null;
}

/**
 * The landing's FAQ (`id="faq"`, spec 1 §2): eight collapsible groups, one open at a time —
 * account use, users, prompts and answers, saved interactions, Enterprise custom agents,
 * subscription and cancellation, contact and support, and data security.
 */
export function FaqSection({ groups: groupsProp, defaultOpen }: FaqSectionProps) {
  const messages = useLandingMessages();
  const groups = groupsProp ?? messages.faq;
  const titleId = `${useId()}-title`;
  return (
    <section id="faq" className={section.section} aria-labelledby={titleId}>
      <div className={cx(section.container, styles.layout)}>
        <div className={cx(section.heading, section.headingStart, styles.intro)}>
          <p className={section.eyebrow}>{messages.faqEyebrow}</p>
          <h2 id={titleId} className={section.title}>
            {messages.faqTitle}
          </h2>
          <p className={section.lead}>{messages.faqSubtitle}</p>
        </div>
        <AccordionRoot
          className={styles.accordion}
          defaultValue={defaultOpen === undefined ? (groups[0]?.id ?? null) : defaultOpen}
        >
          {groups.map((group) => (
            <AccordionItem key={group.id} value={group.id}>
              <AccordionTrigger className={styles.trigger}>{group.question}</AccordionTrigger>
              <AccordionContent className={styles.content}>
                <div className={styles.answer}>
                  {group.answer.map((paragraph) => (
                    <p key={paragraph} className={styles.paragraph}>
                      {paragraph}
                    </p>
                  ))}
                </div>
              </AccordionContent>
            </AccordionItem>
          ))}
        </AccordionRoot>
      </div>
    </section>
  );
}
