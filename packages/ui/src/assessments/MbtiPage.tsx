import { MBTI_PATH, MBTI_SESSION_MISSING_MESSAGE } from '@sppock/sdk';
import { useAssessmentSessions, useStartMbti, useSubmitMbti } from '@sppock/sdk/react';
import { useState } from 'react';
import { CardContent, CardRoot, CardTitle } from '../primitives/Card/Card';
import { toast } from '../primitives/Toaster/toastStore';
import { AssessmentHistory } from './AssessmentHistory';
import { AssessmentIntro } from './AssessmentIntro';
import { AssessmentSteps } from './AssessmentSteps';
import * as styles from './assessments.css';
import { errorToast } from './errorToast';
import { type MbtiAnswers, type MbtiQuestionGroups, MbtiQuestions } from './MbtiQuestions';
import { MbtiResults } from './MbtiResults';
import { completedSession } from './sessionDraft';
import { useAssessmentAccess } from './useAssessmentAccess';
import { type AssessmentStep, useAssessmentFlow } from './useAssessmentFlow';
import { useAssessmentResult } from './useAssessmentResult';
import { useAssessmentsMessages } from './useAssessmentsMessages';

export { MBTI_PATH };

export interface MbtiPageProps {
  /** The step to open on (stories). @default 'intro' */
  initialStep?: Extract<AssessmentStep, 'intro' | 'history'>;
}

/**
 * /assessment/mbti (spec 3 §2, §4, §5): intro with the four dimensions → 32 questions on a 1–5
 * scale → results (type, bars, report, the 16 types) → history and back.
 */
export function MbtiPage({ initialStep = 'intro' }: MbtiPageProps) {
  const messages = useAssessmentsMessages();
  const flow = useAssessmentFlow(initialStep);
  const access = useAssessmentAccess(MBTI_PATH);
  const sessions = useAssessmentSessions('mbti');
  const start = useStartMbti();
  const submit = useSubmitMbti();
  const [started, setStarted] = useState<{ id: number; groups: MbtiQuestionGroups } | null>(null);
  const shown = useAssessmentResult('mbti', flow);

  const begin = async () => {
    try {
      const result = await start.mutateAsync({});
      setStarted({ id: result.session_id, groups: result.questions });
    } catch (error) {
      errorToast(messages.toasts.error.start, error);
      return;
    }
    toast.success(messages.toasts.success.started);
    flow.toQuestions();
  };

  const finish = async (answers: MbtiAnswers) => {
    if (!started) {
      errorToast(messages.toasts.error.submit, new Error(MBTI_SESSION_MISSING_MESSAGE));
      return;
    }
    let result: Awaited<ReturnType<typeof submit.mutateAsync>>;
    try {
      result = await submit.mutateAsync({ session_id: started.id, responses: answers });
    } catch (error) {
      errorToast(messages.toasts.error.submit, error);
      return;
    }
    shown.completed(
      completedSession('mbti', result.session_id, sessions.data?.sessions, {
        tokens_used: result.tokens_used,
        assessment_result: result.assessment_result,
        mbti_data: result.analysis_data,
      }),
    );
    setStarted(null);
    toast.success(messages.toasts.success.completed);
    flow.toResults();
  };

  return (
    <AssessmentSteps
      step={flow.step}
      intro={
        <AssessmentIntro
          headingRef={flow.headingRef}
          title={messages.mbtiTitle}
          subtitle={messages.mbtiSubtitle}
          duration={messages.mbtiDuration}
          startLabel={messages.mbtiStart}
          starting={start.isPending}
          onStart={() => void begin()}
          historyCount={sessions.data?.total ?? 0}
          onHistory={flow.toHistory}
          locked={access.locked ? { plans: access.plans } : null}
        >
          <ul className={styles.figureList}>
            {messages.mbtiCards.map(([title, text]) => (
              <CardRoot as="li" key={title} padding="sm">
                <CardTitle as="h2">{title}</CardTitle>
                <CardContent>
                  <p className={styles.muted}>{text}</p>
                </CardContent>
              </CardRoot>
            ))}
          </ul>
        </AssessmentIntro>
      }
      questions={
        started ? (
          <MbtiQuestions
            headingRef={flow.headingRef}
            groups={started.groups}
            onSubmit={finish}
            onBack={flow.toIntro}
          />
        ) : null
      }
      result={shown.result}
      results={(session) => (
        <MbtiResults
          headingRef={flow.headingRef}
          session={session}
          fromHistory={flow.fromHistory}
          onBackToHistory={shown.backToHistory}
          onNew={flow.toIntro}
        />
      )}
      history={
        <AssessmentHistory
          kind="mbti"
          name={messages.mbtiTitle}
          headingRef={flow.headingRef}
          onBack={flow.toIntro}
          onOpen={shown.open}
        />
      }
    />
  );
}
