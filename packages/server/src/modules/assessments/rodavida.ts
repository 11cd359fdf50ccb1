// Roda da Vida (spec 3 §2, §3, §5, §7): start, questions, submit (scores, report, metered
// tokens), with the plan rule checked on start and submit.
import { ApiError } from '../../contract/errors.ts';
import type { Services } from '../../services.ts';
import { assertAssessmentOpen } from './catalogue.ts';
import { firstNameOf, orFail, throttleSubmission } from './common.ts';
import { ASSESSMENT_MESSAGES as M } from './messages.ts';
import { RODA_QUESTIONS, type RodaArea } from './questions/rodavida.ts';
import { writeReport } from './reports/generate.ts';
import { rodaOfflineReport } from './reports/offline.ts';
import { rodaPrompt } from './reports/prompts.ts';
import { normaliseRodaAnswers, type RodaResult, scoreRoda } from './scoring/rodavida.ts';
import { createSession, findSession, ptBrDate, updateSession } from './sessions.ts';

export async function startAssessment(
  services: Services,
  userId: number,
  type: 'rodavida' | 'mbti',
  title: string | undefined,
): Promise<number> {
  await assertAssessmentOpen(services, userId, type);
  const at = services.clock.now();
  const row = await orFail(services, M.startFailed(type), () =>
    createSession(services.db, {
      userId,
      type,
      title: title?.trim() || M.defaultTitle(type, ptBrDate(at)),
      at,
    }),
  );
  return row.id;
}

export function rodaQuestions(): Record<RodaArea, string[]> {
  return Object.fromEntries(
    Object.entries(RODA_QUESTIONS).map(([area, texts]) => [area, [...texts]]),
  ) as Record<RodaArea, string[]>;
}

export interface RodaSubmission {
  sessionId: number;
  report: string;
  result: RodaResult;
  tokens: number;
}

export async function submitRoda(
  services: Services,
  userId: number,
  sessionId: number,
  responses: Record<string, number[]>,
): Promise<RodaSubmission> {
  const plan = await assertAssessmentOpen(services, userId, 'rodavida');
  const session = await findSession(services.db, userId, 'rodavida', sessionId);
  if (!session) {
    throw new ApiError(400, M.sessionNotFound);
  }
  let answers: ReturnType<typeof normaliseRodaAnswers>;
  let result: RodaResult;
  try {
    answers = normaliseRodaAnswers(responses);
    result = scoreRoda(answers);
  } catch {
    // The contract's schema already refuses these; a merged alias list can still be empty.
    throw new ApiError(400, M.noAreas);
  }
  await throttleSubmission(services, userId);
  return orFail(services, M.submitFailed('rodavida'), async () => {
    const firstName = await firstNameOf(services, userId);
    const report = await writeReport(services, {
      userId,
      plan,
      type: 'rodavida',
      prompt: rodaPrompt(result, answers, firstName),
      offline: rodaOfflineReport(result, firstName),
    });
    const now = services.clock.now();
    await updateSession(services.db, userId, 'rodavida', sessionId, {
      completed: true,
      overallScore: result.overall_score,
      tokensUsed: report.tokens,
      report: report.text,
      reportProvider: report.provider,
      answers: Object.fromEntries(answers),
      result,
      lastActivity: now,
    });
    return { sessionId, report: report.text, result, tokens: report.tokens };
  });
}
