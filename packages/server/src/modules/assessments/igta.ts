// IGTA (spec 3 §2, §3, §5, §7): the company form and the free-text answers become a completed
// session with the rubric's scores and the report; analytics over the user's diagnoses.
import { and, eq } from 'drizzle-orm';
import { ApiError } from '../../contract/errors.ts';
import type { Services } from '../../services.ts';
import { assertAssessmentOpen } from './catalogue.ts';
import { firstNameOf, optionalText, orFail, throttleSubmission } from './common.ts';
import { ASSESSMENT_MESSAGES as M } from './messages.ts';
import { IGTA_DIMENSIONS, IGTA_QUESTIONS, IGTA_STAGES, type IgtaDimension } from './questions/igta.ts';
import { writeReport } from './reports/generate.ts';
import { type IgtaContext, igtaOfflineReport } from './reports/offline.ts';
import { igtaPrompt } from './reports/prompts.ts';
import { assessmentSessions } from './schema.ts';
import { round1 } from './scoring/bands.ts';
import { hasAnyAnswer, type IgtaAnswers, type IgtaScores, scoreIgta } from './scoring/igta.ts';
import { createSession, ptBrDate, type SessionRow } from './sessions.ts';

export interface IgtaRequest {
  responses: IgtaAnswers;
  company?: string;
  department?: string;
  position?: string;
  is_company_wide?: boolean;
  employee_count?: number;
}

/**
 * The employee count as the form sends it: an integer from 0, anything else (absent, null, a
 * fraction, text) falls back to 0 (spec 3 §5 "parsed as an integer with fallback 0").
 */
export function employeeCount(value: unknown): number {
  const parsed =
    typeof value === 'number' ? value : typeof value === 'string' ? Number.parseInt(value, 10) : Number.NaN;
  return Number.isSafeInteger(parsed) && parsed >= 0 ? parsed : 0;
}

export async function analyzeIgta(
  services: Services,
  userId: number,
  body: IgtaRequest,
): Promise<SessionRow> {
  const plan = await assertAssessmentOpen(services, userId, 'igta');
  for (const dimension of IGTA_DIMENSIONS) {
    for (const stage of IGTA_STAGES) {
      if ((body.responses[dimension]?.[stage]?.length ?? 0) > IGTA_QUESTIONS[dimension][stage].length) {
        throw new ApiError(400, M.igtaTooManyAnswers);
      }
    }
  }
  if (!hasAnyAnswer(body.responses)) {
    throw new ApiError(400, M.igtaEmpty);
  }
  await throttleSubmission(services, userId);
  const context: IgtaContext = {
    company: optionalText(body.company),
    department: optionalText(body.department),
    position: optionalText(body.position),
    isCompanyWide: body.is_company_wide ?? false,
    employeeCount: employeeCount(body.employee_count),
  };
  const scores = scoreIgta(body.responses);
  return orFail(services, M.submitFailed('igta'), async () => {
    const firstName = await firstNameOf(services, userId);
    const report = await writeReport(services, {
      userId,
      plan,
      type: 'igta',
      prompt: igtaPrompt(scores, body.responses, context, firstName),
      offline: igtaOfflineReport(scores, body.responses, context, firstName),
    });
    const at = services.clock.now();
    return createSession(services.db, {
      userId,
      type: 'igta',
      title: context.company ? `Diagnóstico IGTA - ${context.company}` : M.defaultTitle('igta', ptBrDate(at)),
      company: context.company,
      department: context.department,
      position: context.position,
      isCompanyWide: context.isCompanyWide,
      employeeCount: context.employeeCount,
      completed: true,
      overallScore: scores.overall,
      tokensUsed: report.tokens,
      report: report.text,
      reportProvider: report.provider,
      answers: body.responses,
      result: { by_dimension: scores.by_dimension, answered: scores.answered } satisfies Omit<
        IgtaScores,
        'overall'
      >,
      at,
    });
  });
}

export interface IgtaAnalytics {
  total_sessions: number;
  completed_sessions: number;
  average_score: number | null;
  by_dimension: Record<IgtaDimension, number | null>;
  last_session_at: string | null;
}

/** Counts and averages (1 decimal) over the user's IGTA sessions; null without a completed one. */
export async function igtaAnalytics(services: Services, userId: number): Promise<IgtaAnalytics> {
  const rows = await services.db
    .select({
      completed: assessmentSessions.completed,
      overallScore: assessmentSessions.overallScore,
      result: assessmentSessions.result,
      createdAt: assessmentSessions.createdAt,
    })
    .from(assessmentSessions)
    .where(and(eq(assessmentSessions.userId, userId), eq(assessmentSessions.type, 'igta')));
  const done = rows.filter((row) => row.completed && row.overallScore !== null);
  const mean = (values: number[]) =>
    values.length === 0 ? null : round1(values.reduce((sum, value) => sum + value, 0) / values.length);
  const byDimension = Object.fromEntries(
    IGTA_DIMENSIONS.map((dimension) => [
      dimension,
      mean(
        done
          .map(
            (row) =>
              (row.result as { by_dimension?: Record<string, number> } | null)?.by_dimension?.[dimension],
          )
          .filter((value): value is number => typeof value === 'number'),
      ),
    ]),
  ) as Record<IgtaDimension, number | null>;
  const last = rows.reduce<Date | null>(
    (latest, row) => (!latest || row.createdAt > latest ? row.createdAt : latest),
    null,
  );
  return {
    total_sessions: rows.length,
    completed_sessions: done.length,
    average_score: mean(done.map((row) => row.overallScore as number)),
    by_dimension: byDimension,
    last_session_at: last ? last.toISOString() : null,
  };
}
