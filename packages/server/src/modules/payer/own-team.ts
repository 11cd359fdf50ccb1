// A person's team — the one they belong to (as owner or member) and who is in it — kept per API
// node (issue 28 item 3) under the version of their plan rows, as their own plan is
// (kept-per-person.ts): every chat message asks who pays, and a team changes only when someone
// joins, leaves, is removed, the team is handed over or an account is erased. Each of those moves
// the version of everyone in the team once it is committed (teams/changes.ts), so every node reads
// the team again at its next request.
import type { Services } from '../../services.ts';
import type { PlanVersion } from '../payments/plan-version.ts';
import { type Membership, membershipOf, teamMemberIds } from '../teams/teams.ts';
import { KeptPerPerson } from './kept-per-person.ts';

export interface OwnTeam {
  membership: Membership;
  /** Everyone in the team, the owner included, in the order they joined. */
  members: number[];
}

const kept = new KeptPerPerson<OwnTeam | null>();

/** The person's team and its members (null when in none), under the person's plan `version`. */
export async function ownTeam(
  services: Services,
  userId: number,
  version: PlanVersion,
): Promise<OwnTeam | null> {
  const known = kept.get(services, userId, version);
  if (known !== undefined) {
    return known;
  }
  const membership = await membershipOf(services.db, userId);
  const team = membership
    ? { membership, members: await teamMemberIds(services.db, membership.team.id) }
    : null;
  kept.set(services, userId, team, version);
  return team;
}
