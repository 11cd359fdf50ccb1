import { ASSESSMENT_PATH, PRICING_PATH } from '@sppock/sdk';
import { History, Lock, Timer } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { useNavigation } from '../navigation/Navigation';
import { Badge } from '../primitives/Badge/Badge';
import { Button } from '../primitives/Button/Button';
import { CardContent, CardRoot } from '../primitives/Card/Card';
import * as introStyles from './AssessmentIntro.css';
import * as styles from './assessments.css';
import { useAssessmentsMessages } from './useAssessmentsMessages';

export interface AssessmentIntroProps {
  title: string;
  subtitle: string;
  /** Receives focus when the flow comes back to the intro. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /** Chips under the text (the 8 areas, the 4 dimensions). */
  chips?: readonly string[];
  /** 'Duração: 15-20 minutos, 8 áreas da vida'. */
  duration?: string;
  /** More content before the buttons (explanation cards, the IGTA company form). */
  children?: ReactNode;
  startLabel: string;
  /** Whether the start is running ('Iniciando...'). @default false */
  starting?: boolean;
  /** Runs on start; leave out with `startForm` to submit a form instead. */
  onStart?: () => void;
  /** The id of a form the start button submits (IGTA's company form). */
  startForm?: string;
  /** The number of sessions: 'Ver Histórico (n)' shows when there is at least one. @default 0 */
  historyCount?: number;
  onHistory: () => void;
  /** The plan does not include this test: the start gives way to the plans that do. */
  locked?: { plans: string } | null;
}

/** The intro step shared by the three assessments (spec 3 §2). */
export function AssessmentIntro({
  title,
  subtitle,
  headingRef,
  chips = [],
  duration,
  children,
  startLabel,
  starting = false,
  onStart,
  startForm,
  historyCount = 0,
  onHistory,
  locked,
}: AssessmentIntroProps) {
  const messages = useAssessmentsMessages();
  const { navigate } = useNavigation();
  return (
    <div className={styles.stack}>
      <header className={styles.header}>
        <h1 className={styles.title} ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        <p className={styles.subtitle}>{subtitle}</p>
      </header>
      <CardRoot>
        <CardContent className={styles.stack}>
          {chips.length > 0 ? (
            <ul className={styles.chips}>
              {chips.map((chip) => (
                <li key={chip}>
                  <Badge tone="accent" size="md">
                    {chip}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : null}
          {duration ? (
            <p className={introStyles.duration}>
              <Timer size={16} aria-hidden="true" />
              {duration}
            </p>
          ) : null}
          {children}
          {locked ? (
            <div className={introStyles.locked} role="note">
              <Lock size={18} aria-hidden="true" />
              <div className={styles.stack}>
                <p className={introStyles.lockedTitle}>{messages.lockedTitle}</p>
                <p className={styles.muted}>{messages.lockedText(locked.plans)}</p>
              </div>
            </div>
          ) : null}
          <div className={styles.row}>
            {locked ? (
              <Button onClick={() => navigate(PRICING_PATH)}>{messages.seePlans}</Button>
            ) : (
              <Button
                size="lg"
                type={startForm ? 'submit' : 'button'}
                form={startForm}
                loading={starting}
                onClick={onStart}
              >
                {starting ? messages.starting : startLabel}
              </Button>
            )}
            {historyCount > 0 ? (
              <Button
                size="lg"
                variant="secondary"
                leadingIcon={<History size={18} aria-hidden="true" />}
                onClick={onHistory}
              >
                {messages.viewHistory(historyCount)}
              </Button>
            ) : null}
            <Button size="lg" variant="ghost" onClick={() => navigate(ASSESSMENT_PATH)}>
              {messages.backToTests}
            </Button>
          </div>
        </CardContent>
      </CardRoot>
    </div>
  );
}
