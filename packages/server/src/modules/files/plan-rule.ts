// Spec 1 §3/§6 and spec 2 §1: document analysis is a Pro and Enterprise feature. Checked before a
// single byte of a Free user's upload is stored. The list is the SDK's, which the chat's file
// panel also reads to show the lock and the plan.
import { DOCUMENT_ANALYSIS_PLANS } from '@sppock/sdk';
import { ApiError } from '../../contract/errors.ts';
import { PLAN_LABELS, type PlanType } from '../payments/plans.ts';
import { FILES_MESSAGES as M } from './messages.ts';

const DOCUMENT_PLANS: ReadonlySet<PlanType> = new Set(DOCUMENT_ANALYSIS_PLANS);

export function documentAnalysisAllowed(plan: PlanType): boolean {
  return DOCUMENT_PLANS.has(plan);
}

/** Throws 403 naming the plan that unlocks document analysis. */
export function assertDocumentAnalysisAllowed(plan: PlanType): void {
  if (!documentAnalysisAllowed(plan)) {
    throw new ApiError(403, M.planRequired(PLAN_LABELS.professional));
  }
}
