import type { AssessmentKind, AssessmentSession } from '@sppock/sdk';

/**
 * The session a submit just completed, as the history will list it: the listed entry when the
 * history already has it, otherwise one built from what the submit answered.
 */
export function completedSession(
  kind: AssessmentKind,
  id: number,
  listed: readonly AssessmentSession[] | undefined,
  result: Partial<AssessmentSession>,
  now: Date = new Date(),
): AssessmentSession {
  const base: AssessmentSession = listed?.find((session) => session.id === id) ?? {
    id,
    assessment_type: kind,
    title: null,
    company: null,
    department: null,
    position: null,
    completed: true,
    start_time: now.toISOString(),
    created_at: now.toISOString(),
    last_activity: now.toISOString(),
    overall_score: null,
    tokens_used: 0,
    assessment_result: null,
    roda_da_vida_data: null,
    mbti_data: null,
    report_data: null,
    feedback: null,
  };
  return { ...base, completed: true, ...result };
}
