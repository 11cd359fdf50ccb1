// What the three assessments share: the service-default 500s of spec 3 §8, the submission
// throttle, the user's first name for the report, and the history operations (list, detail,
// feedback, delete) — all scoped to the caller.
import { retryAfter } from '../../contract/define.ts';
import { ApiError } from '../../contract/errors.ts';
import type { Services } from '../../services.ts';
import { findUserById } from '../accounts/users.ts';
import { ASSESSMENT_MESSAGES as M } from './messages.ts';
import {
  type AssessmentType,
  type ContractSession,
  deleteSession,
  findSession,
  listSessions,
  toContractSession,
  updateSession,
} from './sessions.ts';

/**
 * Runs `work`; an unexpected failure is logged and answered 500 with the service's default text
 * (spec 3 §8), while the documented refusals (ApiError) pass through as they are.
 */
export async function orFail<T>(services: Services, message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) {
      throw error;
    }
    services.log.error({ err: error }, message);
    throw new ApiError(500, message);
  }
}

/** Reports cost model calls: at most this many submissions per user per window. */
export const SUBMISSIONS_PER_WINDOW = 10;
export const SUBMISSION_WINDOW_MS = 10 * 60 * 1000;

/** Counts a submission; throws 429 with Retry-After when the user sent too many. */
export async function throttleSubmission(services: Services, userId: number): Promise<void> {
  const window = await services.limiter.hit(`assessment:submit:${userId}`, SUBMISSION_WINDOW_MS);
  if (window.count > SUBMISSIONS_PER_WINDOW) {
    throw new ApiError(429, M.tooManySubmissions, { headers: retryAfter(window.resetInMs) });
  }
}

export async function firstNameOf(services: Services, userId: number): Promise<string | null> {
  const user = await findUserById(services.db, userId);
  const name = user?.firstName.trim() ?? '';
  return name === '' ? null : name;
}

export async function sessionHistory(
  services: Services,
  userId: number,
  type: AssessmentType,
): Promise<{ success: true; sessions: ContractSession[]; total: number }> {
  const rows = await orFail(services, M.listSessionsFailed(type), () =>
    listSessions(services.db, userId, type),
  );
  return { success: true, sessions: rows.map(toContractSession), total: rows.length };
}

export async function sessionDetail(
  services: Services,
  userId: number,
  type: AssessmentType,
  id: number,
): Promise<ContractSession | null> {
  const row = await orFail(services, M.getSessionFailed(type), () =>
    findSession(services.db, userId, type, id),
  );
  return row ? toContractSession(row) : null;
}

export async function removeSession(
  services: Services,
  userId: number,
  type: AssessmentType,
  id: number,
): Promise<boolean> {
  return orFail(services, M.deleteFailed(type), () => deleteSession(services.db, userId, type, id));
}

/** Stores (replacing) the session's feedback; false when the session is not the user's. */
export async function saveFeedback(
  services: Services,
  userId: number,
  type: AssessmentType,
  id: number,
  feedback: { rating: number | null; comment: string | null },
): Promise<boolean> {
  const row = await orFail(services, M.feedbackFailed(type), () =>
    updateSession(services.db, userId, type, id, {
      feedbackRating: feedback.rating,
      feedbackComment: feedback.comment,
      lastActivity: services.clock.now(),
    }),
  );
  return row !== null;
}

/** Empty or blank text counts as not given. */
export function optionalText(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
