import { type AssessmentSession, RODA_DA_VIDA_PATH, rodaDaVidaMessages } from '@sppock/sdk';
import {
  useAssessmentSessions,
  useRodaDaVidaQuestions,
  useStartRodaDaVida,
  useSubmitRodaDaVida,
} from '@sppock/sdk/react';
import { useState } from 'react';
import { toast } from '../primitives/Toaster/toastStore';
import { AssessmentHistory } from './AssessmentHistory';
import { AssessmentIntro } from './AssessmentIntro';
import { AssessmentSteps } from './AssessmentSteps';
import { AREA_LABELS, RODA_AREAS } from './catalogue';
import { errorToast } from './errorToast';
import { QuestionsState } from './QuestionsState';
import { type RodaDaVidaAnswers, RodaDaVidaQuestions } from './RodaDaVidaQuestions';
import { RodaDaVidaResults } from './RodaDaVidaResults';
import { completedSession } from './sessionDraft';
import { useAssessmentAccess } from './useAssessmentAccess';
import { type AssessmentStep, useAssessmentFlow } from './useAssessmentFlow';
import { useAssessmentsMessages } from './useAssessmentsMessages';

export { RODA_DA_VIDA_PATH };

export interface RodaDaVidaPageProps {
  /** The step to open on (stories). @default 'intro' */
  initialStep?: Extract<AssessmentStep, 'intro' | 'history'>;
}

/**
 * /assessment/rodavida (spec 3 §2, §4, §5): intro → questions (0–10 sliders by area) → results
 * (the wheel, the report, feedback) → history and back.
 */
export function RodaDaVidaPage({ initialStep = 'intro' }: RodaDaVidaPageProps) {
  const messages = useAssessmentsMessages();
  const flow = useAssessmentFlow(initialStep);
  const access = useAssessmentAccess(RODA_DA_VIDA_PATH);
  const sessions = useAssessmentSessions('rodavida');
  const questions = useRodaDaVidaQuestions({ enabled: flow.step === 'questions' });
  const start = useStartRodaDaVida();
  const submit = useSubmitRodaDaVida();
  const [sessionId, setSessionId] = useState<number | null>(null);
  const [shown, setShown] = useState<AssessmentSession | null>(null);

  const begin = async () => {
    let started: Awaited<ReturnType<typeof start.mutateAsync>>;
    try {
      started = await start.mutateAsync({});
    } catch (error) {
      errorToast(messages.toasts.error.start, error);
      return;
    }
    if (!started.success || !started.session_id) {
      errorToast(messages.toasts.error.start, new Error(rodaDaVidaMessages.startFailed));
      return;
    }
    setSessionId(started.session_id);
    toast.success(messages.toasts.success.started);
    flow.toQuestions();
  };

  const finish = async (answers: RodaDaVidaAnswers) => {
    if (sessionId === null) {
      errorToast(messages.toasts.error.submit, new Error(rodaDaVidaMessages.sessionMissing));
      return;
    }
    let result: Awaited<ReturnType<typeof submit.mutateAsync>>;
    try {
      result = await submit.mutateAsync({ session_id: sessionId, responses: answers });
    } catch (error) {
      errorToast(messages.toasts.error.submit, error);
      return;
    }
    setShown(
      completedSession('rodavida', result.session_id, sessions.data?.sessions, {
        overall_score: result.analysis_data.overall_score,
        tokens_used: result.tokens_used,
        assessment_result: result.assessment_result,
        roda_da_vida_data: result.analysis_data,
      }),
    );
    setSessionId(null);
    toast.success(messages.toasts.success.completed);
    flow.toResults();
  };

  const completed = sessions.data?.sessions.filter((session) => session.completed) ?? [];

  return (
    <AssessmentSteps
      step={flow.step}
      intro={
        <AssessmentIntro
          headingRef={flow.headingRef}
          title={messages.rodaTitle}
          subtitle={messages.rodaSubtitle}
          chips={RODA_AREAS.map((area) => AREA_LABELS[area])}
          duration={messages.rodaDuration}
          startLabel={messages.rodaStart}
          starting={start.isPending}
          onStart={() => void begin()}
          historyCount={sessions.data?.total ?? 0}
          onHistory={flow.toHistory}
          locked={access.locked ? { plans: access.plans } : null}
        />
      }
      questions={
        questions.data ? (
          <RodaDaVidaQuestions
            headingRef={flow.headingRef}
            questions={questions.data.questions}
            onSubmit={finish}
            onBack={flow.toIntro}
          />
        ) : (
          <QuestionsState query={questions} />
        )
      }
      result={shown}
      results={(session) => (
        <RodaDaVidaResults
          headingRef={flow.headingRef}
          session={session}
          others={completed}
          fromHistory={flow.fromHistory}
          onBackToHistory={flow.toHistory}
          onNew={flow.toIntro}
        />
      )}
      history={
        <AssessmentHistory
          kind="rodavida"
          name={messages.rodaTitle}
          headingRef={flow.headingRef}
          onBack={flow.toIntro}
          onOpen={(session) => {
            setShown(session);
            flow.toResults(true);
          }}
        />
      }
    />
  );
}
