// A change of who is in a team, told to every API node (issue 28 item 3): each node keeps a
// person's team with the version of their plan rows (payer/own-team.ts), so a committed change
// moves the version of everyone it touches — the people in the team (whose pool and owner it is)
// and whoever came in or went out.
import type { Executor } from '../../db/client.ts';
import type { Services } from '../../services.ts';
import { planChanged } from '../payments/plan-version.ts';
import { membershipOf, teamMemberIds } from './teams.ts';

/**
 * Moves the plan version of everyone in the team now and of `others` (someone who left or was
 * removed). Called once the change is committed.
 */
export async function teamChanged(services: Services, teamId: number, ...others: number[]): Promise<void> {
  const members = await teamMemberIds(services.db, teamId);
  await planChanged(services, ...new Set([...members, ...others]));
}

/**
 * Everyone in the user's team (the user included; just the user when in none), read before a
 * change that may take the team away with it (an erased owner's team goes with their account):
 * their versions move once it is committed ({@link planChanged}).
 */
export async function peopleOfTeamOf(executor: Executor, userId: number): Promise<number[]> {
  const membership = await membershipOf(executor, userId);
  return membership ? await teamMemberIds(executor, membership.team.id) : [userId];
}
