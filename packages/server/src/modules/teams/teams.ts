// Teams of the Enterprise plan (issue 21): who belongs to which team, whose subscription is the
// plan a person uses, and which people's usage forms one pool.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { Services } from '../../services.ts';
import { users } from '../accounts/schema.ts';
import type { PlanType } from '../payments/plans.ts';
import type { SubscriptionRow } from '../payments/provider.ts';
import { currentPlanType, currentSubscription } from '../payments/subscriptions.ts';
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

export interface BillingScope {
  /** Whose subscription and cycle the user's plan is (the team's owner for a member). */
  billedUserId: number;
  subscription: SubscriptionRow | null;
  /** The people whose tokens and conversations are one pool with the user's (the user included). */
  pool: number[];
}

/**
 * The plan a person uses: a member of a team whose owner is on Enterprise uses the owner's
 * subscription, cycle and pool; anyone else (a member of a lapsed team included) their own.
 */
export async function billingScope(services: Services, userId: number): Promise<BillingScope> {
  const membership = await membershipOf(services.db, userId);
  if (!membership) {
    return {
      billedUserId: userId,
      subscription: await currentSubscription(services, userId),
      pool: [userId],
    };
  }
  const ownerId = membership.team.ownerId;
  const ownerSubscription = await currentSubscription(services, ownerId);
  if (currentPlanType(ownerSubscription) !== 'enterprise') {
    return {
      billedUserId: userId,
      subscription: userId === ownerId ? ownerSubscription : await currentSubscription(services, userId),
      pool: [userId],
    };
  }
  return {
    billedUserId: ownerId,
    subscription: ownerSubscription,
    pool: await teamMemberIds(services.db, membership.team.id),
  };
}

/** The subscription whose plan the user uses (the team's, for a member of an Enterprise team). */
export async function planSubscription(services: Services, userId: number): Promise<SubscriptionRow | null> {
  return (await billingScope(services, userId)).subscription;
}

/** The plan the user uses now (their team's, for a member of an Enterprise team). */
export async function userPlan(services: Services, userId: number): Promise<PlanType> {
  return currentPlanType(await planSubscription(services, userId));
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
