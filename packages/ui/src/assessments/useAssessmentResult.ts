import type { AssessmentSession } from '@sppock/sdk';
import { useState } from 'react';
import type { AssessmentFlow } from './useAssessmentFlow';
import { useViewedSession } from './useViewedSession';

/**
 * The results an MBTI or IGTA page shows: the session just completed, or one opened from the
 * history, read again from the server (`useViewedSession`); a failed read goes back to the history.
 */
export function useAssessmentResult(kind: 'mbti' | 'igta', flow: AssessmentFlow) {
  const [shown, setShown] = useState<AssessmentSession | null>(null);
  const [opened, setOpened] = useState<AssessmentSession | null>(null);
  const backToHistory = () => {
    setOpened(null);
    flow.toHistory();
  };
  const viewed = useViewedSession(kind, opened, backToHistory);
  return {
    /** The session whose results are on screen, if any. */
    result: opened ? viewed : shown,
    /** A session just completed: its results are the ones shown. */
    completed: (session: AssessmentSession) => {
      setOpened(null);
      setShown(session);
    },
    /** 'Ver Detalhes' in the history. */
    open: (session: AssessmentSession) => {
      setOpened(session);
      flow.toResults(true);
    },
    /** 'Voltar ao Histórico' from the results. */
    backToHistory,
  };
}
