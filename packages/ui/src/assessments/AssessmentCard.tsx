import type { AssessmentAgent } from '@sppock/sdk';
import { planLabel } from '@sppock/sdk';
import {
  Brain,
  Building2,
  ClipboardList,
  Compass,
  Gauge,
  HeartHandshake,
  Lightbulb,
  Lock,
  type LucideIcon,
  Puzzle,
  Target,
  Users,
} from 'lucide-react';
import { useId } from 'react';
import { inlineVars } from '../internal/cssVar';
import { Badge } from '../primitives/Badge/Badge';
import { Tooltip } from '../primitives/Tooltip/Tooltip';
import * as styles from './AssessmentCard.css';
import { canOpen, cardDescription, cardTooltip, statusLabel } from './catalogue';
import { useAssessmentsMessages } from './useAssessmentsMessages';

/** The catalogue's Lucide icon names the cards draw; any other name gets a clipboard. */
const ICONS: Readonly<Record<string, LucideIcon>> = {
  target: Target,
  brain: Brain,
  'building-2': Building2,
  'heart-handshake': HeartHandshake,
  users: Users,
  compass: Compass,
  lightbulb: Lightbulb,
  gauge: Gauge,
  puzzle: Puzzle,
};

export interface AssessmentCardProps {
  assessment: AssessmentAgent;
  /** Runs when an open card is clicked. */
  onOpen: (assessment: AssessmentAgent, card: HTMLElement) => void;
}

/**
 * A test card of /assessment (spec 3 §2): icon on the test's gradient, title, description (cut at
 * 200 characters), the status label, the plans (a lock on the card when the user's plan is not
 * among them), and the tooltip of its state. Only active or new tests the plan includes open.
 */
export function AssessmentCard({ assessment, onOpen }: AssessmentCardProps) {
  const messages = useAssessmentsMessages();
  const titleId = useId();
  const Icon = ICONS[assessment.icon] ?? ClipboardList;
  const openable = canOpen(assessment);
  const status = statusLabel(assessment.status, messages);
  const locked = !assessment.can_access;
  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      data-openable={openable || undefined}
      style={inlineVars({ [styles.accentVar]: assessment.color, [styles.gradientVar]: assessment.gradient })}
    >
      <div className={styles.top}>
        <span className={styles.icon} aria-hidden="true">
          <Icon size={24} />
        </span>
        <div className={styles.badges}>
          {status ? (
            <Badge tone={assessment.status === 'new' ? 'success' : 'warning'} size="md">
              {status}
            </Badge>
          ) : null}
          {locked ? (
            <Badge tone="neutral" size="md" icon={<Lock size={12} aria-hidden="true" />}>
              {messages.lockedBadge}
            </Badge>
          ) : null}
        </div>
      </div>
      <h2 className={styles.title} id={titleId}>
        <Tooltip content={cardTooltip(assessment, messages)}>
          <button
            type="button"
            className={styles.opener}
            aria-disabled={!openable || undefined}
            onClick={(event) => {
              if (openable) {
                onOpen(assessment, event.currentTarget.closest('article') ?? event.currentTarget);
              }
            }}
          >
            {assessment.title}
          </button>
        </Tooltip>
      </h2>
      <p className={styles.description}>{cardDescription(assessment.description)}</p>
      <ul className={styles.plans} aria-label={messages.plansLabel}>
        {assessment.enabled_packages.map((plan) => (
          <li key={plan}>
            <Badge
              tone={locked ? 'neutral' : 'accent'}
              icon={locked ? <Lock size={10} aria-hidden="true" /> : undefined}
            >
              {planLabel(plan)}
            </Badge>
          </li>
        ))}
      </ul>
    </article>
  );
}
