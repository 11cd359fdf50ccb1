import type { AssessmentSession } from '@sppock/sdk';
import type { ReactNode } from 'react';
import * as styles from './assessments.css';
import type { AssessmentStep } from './useAssessmentFlow';

export interface AssessmentStepsProps {
  /** The step on screen (`useAssessmentFlow().step`). */
  step: AssessmentStep;
  intro: ReactNode;
  /** The questions; `null` while they cannot show (no session started), which shows the history. */
  questions: ReactNode;
  /** The session whose results to show; without one, the results step shows the history. */
  result: AssessmentSession | null;
  results: (session: AssessmentSession) => ReactNode;
  history: ReactNode;
}

/**
 * The page of every assessment (spec 3 §2, §4): one of its four steps — intro, questions,
 * results, history — in the page's column. The history is the step shown when another cannot be.
 */
export function AssessmentSteps({ step, intro, questions, result, results, history }: AssessmentStepsProps) {
  return (
    <div className={styles.page}>
      {step === 'intro'
        ? intro
        : step === 'questions' && questions !== null
          ? questions
          : step === 'results' && result
            ? results(result)
            : history}
    </div>
  );
}
