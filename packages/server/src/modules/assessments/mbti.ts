// MBTI (spec 3 §2, §3, §5, §7): the 32 answers scored into the type and the eight percentages,
// then the report; the plan rule is checked on start and submit.
import { ApiError } from '../../contract/errors.ts';
import type { Services } from '../../services.ts';
import { assertAssessmentOpen } from './catalogue.ts';
import { firstNameOf, orFail, throttleSubmission } from './common.ts';
import { ASSESSMENT_MESSAGES as M } from './messages.ts';
import { MBTI_QUESTION_COUNT } from './questions/mbti.ts';
import { writeReport } from './reports/generate.ts';
import { mbtiOfflineReport } from './reports/offline.ts';
import { mbtiPrompt } from './reports/prompts.ts';
import { type MbtiResult, scoreMbti } from './scoring/mbti.ts';
import { findSession, updateSession } from './sessions.ts';

export interface MbtiSubmission {
  sessionId: number;
  report: string;
  result: MbtiResult;
  tokens: number;
}

/** '1'…'32' → 1-5; throws the spec's message when any question is missing. */
export function mbtiAnswers(responses: Record<string, number>): Record<number, number> {
  const answers: Record<number, number> = {};
  for (const [key, value] of Object.entries(responses)) {
    answers[Number(key)] = value;
  }
  for (let id = 1; id <= MBTI_QUESTION_COUNT; id++) {
    if (answers[id] === undefined) {
      throw new ApiError(400, M.mbtiIncomplete);
    }
  }
  return answers;
}

export async function submitMbti(
  services: Services,
  userId: number,
  sessionId: number,
  responses: Record<string, number>,
): Promise<MbtiSubmission> {
  const plan = await assertAssessmentOpen(services, userId, 'mbti');
  const session = await findSession(services.db, userId, 'mbti', sessionId);
  if (!session) {
    throw new ApiError(400, M.sessionNotFound);
  }
  const answers = mbtiAnswers(responses);
  let result: MbtiResult;
  try {
    result = scoreMbti(answers);
  } catch {
    throw new ApiError(400, M.mbtiValues);
  }
  await throttleSubmission(services, userId);
  return orFail(services, M.submitFailed('mbti'), async () => {
    const firstName = await firstNameOf(services, userId);
    const report = await writeReport(services, {
      userId,
      plan,
      type: 'mbti',
      prompt: mbtiPrompt(result, answers, firstName),
      offline: mbtiOfflineReport(result, firstName),
    });
    await updateSession(services.db, userId, 'mbti', sessionId, {
      completed: true,
      overallScore: null,
      tokensUsed: report.tokens,
      report: report.text,
      reportProvider: report.provider,
      answers,
      result,
      lastActivity: services.clock.now(),
    });
    return { sessionId, report: report.text, result, tokens: report.tokens };
  });
}
