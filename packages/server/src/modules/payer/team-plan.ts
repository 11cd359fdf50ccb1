// A member of an Enterprise team uses the team's plan (issue 21): buying tokens or changing plans
// is the owner's, so a member's own checkout is refused instead of charging them for a plan they
// already have through the team.
import type { Services } from '../../services.ts';
import { findUserById } from '../accounts/users.ts';
import { PAYMENT_MESSAGES as P } from '../payments/messages.ts';
import { displayName } from '../teams/teams.ts';
import { billingScope } from './payer.ts';

export interface TeamPlanRefusal {
  status: 409;
  body: { success: false; error: string };
}

/** 409 naming the team's owner when the user's plan is their team's; null when it is their own. */
export async function teamPlanRefusal(services: Services, userId: number): Promise<TeamPlanRefusal | null> {
  const scope = await billingScope(services, userId);
  if (scope.billedUserId === userId) {
    return null;
  }
  const owner = await findUserById(services.db, scope.billedUserId);
  return { status: 409, body: { success: false, error: P.planFromTeam(owner ? displayName(owner) : '') } };
}
