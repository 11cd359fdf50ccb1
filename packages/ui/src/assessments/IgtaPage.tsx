import { IGTA_PATH } from '@sppock/sdk';
import { useAnalyzeIgta, useAssessmentSessions, useIgtaQuestions } from '@sppock/sdk/react';
import { useEffect, useId, useState } from 'react';
import { toast } from '../primitives/Toaster/toastStore';
import { AssessmentHistory } from './AssessmentHistory';
import { AssessmentIntro } from './AssessmentIntro';
import { AssessmentSteps } from './AssessmentSteps';
import { IGTA_DIMENSIONS } from './catalogue';
import { errorToast } from './errorToast';
import { IgtaAnalytics } from './IgtaAnalytics';
import { type IgtaCompany, IgtaCompanyForm } from './IgtaCompanyForm';
import { type IgtaAnswerSet, IgtaQuestions } from './IgtaQuestions';
import { IgtaResults } from './IgtaResults';
import { QuestionsState } from './QuestionsState';
import { useAssessmentAccess } from './useAssessmentAccess';
import { type AssessmentStep, useAssessmentFlow } from './useAssessmentFlow';
import { useAssessmentResult } from './useAssessmentResult';
import { useAssessmentsMessages } from './useAssessmentsMessages';

export { IGTA_PATH };

export interface IgtaPageProps {
  /** The step to open on (stories). @default 'intro' */
  initialStep?: Extract<AssessmentStep, 'intro' | 'history'>;
}

/**
 * /assessment/igta (spec 3 §2, §4, §5): intro with the company form → free-text questions by
 * dimension and stage → results (score, report, feedback) → history with the analytics.
 */
export function IgtaPage({ initialStep = 'intro' }: IgtaPageProps) {
  const messages = useAssessmentsMessages();
  const formId = useId();
  const flow = useAssessmentFlow(initialStep);
  const access = useAssessmentAccess(IGTA_PATH);
  const sessions = useAssessmentSessions('igta');
  const questions = useIgtaQuestions({ enabled: flow.step === 'questions' });
  const analyze = useAnalyzeIgta();
  const [company, setCompany] = useState<IgtaCompany | null>(null);
  const shown = useAssessmentResult('igta', flow);

  // A failed question load says so in a toast too (spec 3 §8), besides the retry on the page.
  useEffect(() => {
    if (questions.isError) {
      errorToast(messages.toasts.error.igtaQuestions, questions.error);
    }
  }, [questions.isError, questions.error, messages]);

  const finish = async (responses: IgtaAnswerSet) => {
    let result: Awaited<ReturnType<typeof analyze.mutateAsync>>;
    try {
      result = await analyze.mutateAsync({
        responses,
        company: company?.company ?? '',
        department: company?.department ?? '',
        position: company?.position ?? '',
        is_company_wide: company?.is_company_wide ?? false,
        employee_count: company?.employee_count ?? 0,
      });
    } catch (error) {
      errorToast(messages.toasts.error.igtaAnalysis, error);
      return;
    }
    shown.completed({ ...result.session, report_data: result.report, overall_score: result.overall_score });
    toast.success(messages.toasts.success.igtaCompleted);
    flow.toResults();
  };

  return (
    <AssessmentSteps
      step={flow.step}
      intro={
        <AssessmentIntro
          headingRef={flow.headingRef}
          title={messages.igtaTitle}
          subtitle={messages.igtaSubtitle}
          chips={Object.values(IGTA_DIMENSIONS)}
          startLabel={messages.igtaStart}
          startForm={formId}
          historyCount={sessions.data?.total ?? 0}
          onHistory={flow.toHistory}
          locked={access.locked ? { plans: access.plans } : null}
        >
          {access.locked ? null : (
            <IgtaCompanyForm
              id={formId}
              defaultValues={company ?? undefined}
              onSubmit={(values) => {
                setCompany(values);
                flow.toQuestions();
              }}
            />
          )}
        </AssessmentIntro>
      }
      questions={
        questions.data ? (
          <IgtaQuestions
            headingRef={flow.headingRef}
            questions={questions.data.questions}
            onSubmit={finish}
            onBack={flow.toIntro}
          />
        ) : (
          <QuestionsState query={questions} errorTitle={messages.toasts.error.igtaQuestions} />
        )
      }
      result={shown.result}
      results={(session) => (
        <IgtaResults
          headingRef={flow.headingRef}
          session={session}
          fromHistory={flow.fromHistory}
          onBackToHistory={shown.backToHistory}
          onNew={flow.toIntro}
        />
      )}
      history={
        <AssessmentHistory
          kind="igta"
          name="IGTA"
          headingRef={flow.headingRef}
          onBack={flow.toIntro}
          onOpen={shown.open}
        >
          <IgtaAnalytics />
        </AssessmentHistory>
      }
    />
  );
}
