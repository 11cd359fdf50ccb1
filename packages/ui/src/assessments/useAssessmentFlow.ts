import { useCallback, useEffect, useRef, useState } from 'react';

/** The steps of every assessment page (spec 3 §2, §4). */
export type AssessmentStep = 'intro' | 'questions' | 'results' | 'history';

/**
 * The flow of spec 3 §4: intro → questions → results; intro → history → results (of a session
 * opened there) → back to history; history → intro. Each step change moves focus to the step's
 * heading (pass `headingRef` to it) and the page to the top.
 */
export function useAssessmentFlow(initial: AssessmentStep = 'intro') {
  const [step, setStep] = useState<AssessmentStep>(initial);
  const [fromHistory, setFromHistory] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change.
  useEffect(() => {
    if (!moved.current) {
      return;
    }
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, [step]);

  const go = useCallback((next: AssessmentStep, opened = false) => {
    moved.current = true;
    setFromHistory(opened);
    setStep(next);
  }, []);

  return {
    step,
    /** Whether the results on screen were opened from the history ('Voltar ao Histórico'). */
    fromHistory,
    headingRef,
    toIntro: useCallback(() => go('intro'), [go]),
    toQuestions: useCallback(() => go('questions'), [go]),
    toResults: useCallback((opened = false) => go('results', opened), [go]),
    toHistory: useCallback(() => go('history'), [go]),
  };
}

export type AssessmentFlow = ReturnType<typeof useAssessmentFlow>;
