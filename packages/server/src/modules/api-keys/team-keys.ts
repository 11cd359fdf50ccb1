// Team keys (issue 30): an Enterprise team's owner creates keys in the team's name. A team key
// acts as its owner, so its usage counts on the team's pool (payer/billingScope) and it reaches the
// team's custom agents; it opens nothing once its creator no longer owns that team on Enterprise.
import type { Services } from '../../services.ts';
import { userPlan } from '../payer/payer.ts';
import { callerTeam } from '../teams/invitations.ts';
import { membershipOf } from '../teams/teams.ts';

/** Whether `userId` may create team keys: on Enterprise and not a member of someone else's team. */
export async function createsTeamKeys(services: Services, userId: number): Promise<boolean> {
  const membership = await membershipOf(services.db, userId);
  return membership?.role !== 'member' && (await userPlan(services, userId)) === 'enterprise';
}

/**
 * The team a new team key of `userId` belongs to: the one they own on Enterprise (an Enterprise
 * subscriber without a team gets theirs created, as the team screens do); null for anyone else.
 */
export async function teamOfNewKey(services: Services, userId: number): Promise<number | null> {
  if (!(await createsTeamKeys(services, userId))) {
    return null;
  }
  const membership = await callerTeam(services, userId);
  return membership?.role === 'owner' ? membership.team.id : null;
}

/** A team key still opens the API: its creator owns the team `teamId` on Enterprise. */
export async function teamKeyValid(services: Services, userId: number, teamId: number): Promise<boolean> {
  const membership = await membershipOf(services.db, userId);
  return (
    membership?.role === 'owner' &&
    membership.team.id === teamId &&
    (await userPlan(services, userId)) === 'enterprise'
  );
}
