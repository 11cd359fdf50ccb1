// Teams of the Enterprise plan (issue 21): who belongs to which team, the people of a team and
// what a member may do. Whose plan a person uses (their team's or their own) is payer/'s.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../accounts/schema.ts';
import { teamMembers, teams } from './schema.ts';

export type TeamRow = typeof teams.$inferSelect;

export interface Membership {
  team: TeamRow;
  role: 'owner' | 'member';
}

/** The team the user belongs to (as owner or member), or null. */
export async function membershipOf(executor: Executor, userId: number): Promise<Membership | null> {
  const [row] = await executor
    .select({ team: teams })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId));
  if (!row) {
    return null;
  }
  return { team: row.team, role: row.team.ownerId === userId ? 'owner' : 'member' };
}

export async function teamMemberIds(executor: Executor, teamId: number): Promise<number[]> {
  const rows = await executor
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.userId));
  return rows.map((row) => row.userId);
}

export async function teamPeople(executor: Executor, teamId: number) {
  return executor
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      joinedAt: teamMembers.joinedAt,
      canCreateAgents: teamMembers.canCreateAgents,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.userId));
}

export function displayName(person: { firstName: string; lastName: string; email: string }): string {
  return `${person.firstName} ${person.lastName}`.trim() || person.email;
}

/** How many people are in each of the given teams. */
export async function seatsUsed(executor: Executor, teamId: number): Promise<number> {
  return (await teamMemberIds(executor, teamId)).length;
}

export async function isInTeam(executor: Executor, teamId: number, userId: number): Promise<boolean> {
  const rows = await executor
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.userId, [userId])));
  return rows.length > 0;
}

/** Whether the member may create custom agents for their team (the owner always may). */
export async function memberCreatesAgents(executor: Executor, userId: number): Promise<boolean> {
  const [row] = await executor
    .select({ allowed: teamMembers.canCreateAgents })
    .from(teamMembers)
    .where(eq(teamMembers.userId, userId));
  return row?.allowed ?? false;
}

/** Takes the member out of the team; null when they are not in it. */
export async function removeMember(executor: Executor, teamId: number, userId: number) {
  const [removed] = await executor
    .delete(teamMembers)
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.teamId, teamId)))
    .returning();
  return removed ?? null;
}

/** Whether the member may create custom agents; null when they are not in the team. */
export async function letCreateAgents(executor: Executor, teamId: number, userId: number, allowed: boolean) {
  const [updated] = await executor
    .update(teamMembers)
    .set({ canCreateAgents: allowed })
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.teamId, teamId)))
    .returning({ userId: teamMembers.userId });
  return updated ?? null;
}

/** A member leaves their team. */
export async function leaveTeam(executor: Executor, userId: number): Promise<void> {
  await executor.delete(teamMembers).where(eq(teamMembers.userId, userId));
}

/**
 * Makes a member the team's owner; false when they are not in the team. The owner always creates
 * agents: the new owner's grant is spent, and the former owner starts as a member without one
 * (the new owner may give it back).
 */
export async function handOverTeam(
  executor: Executor,
  teamId: number,
  handover: { from: number; to: number },
): Promise<boolean> {
  const [member] = await executor
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, handover.to), eq(teamMembers.teamId, teamId)));
  if (!member) {
    return false;
  }
  await executor.update(teams).set({ ownerId: handover.to }).where(eq(teams.id, teamId));
  await executor
    .update(teamMembers)
    .set({ canCreateAgents: false })
    .where(inArray(teamMembers.userId, [handover.from, handover.to]));
  return true;
}
