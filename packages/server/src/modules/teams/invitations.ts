// A team's own steps, below its operations (issue 27: thin handlers): the caller's team (created
// for an Enterprise subscriber who has none), the owner's team, and the invitations — their
// lifetime, the open ones, the e-mail, the token a link carries and the seat it claims.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { DAY } from '../../clock.ts';
import type { Executor } from '../../db/client.ts';
import { lockOwner } from '../../db/owner-lock.ts';
import type { Services } from '../../services.ts';
import { sha256 } from '../accounts/passwords.ts';
import { findUserById } from '../accounts/users.ts';
import { planChanged } from '../payments/plan-version.ts';
import { PLAN_SEATS } from '../payments/plans.ts';
import { currentPlanType, currentSubscription, formatDateBr } from '../payments/subscriptions.ts';
import { TEAM_MESSAGES as M } from './messages.ts';
import { teamInvitations, teamMembers, teams } from './schema.ts';
import { displayName, type Membership, membershipOf } from './teams.ts';

export const INVITATION_TTL_MS = 7 * DAY;
export const SEATS = PLAN_SEATS.enterprise;

export type InvitationRow = typeof teamInvitations.$inferSelect;
export type Fail<S extends number> = { status: S; body: { success: false; error: string } };

export function fail<S extends number>(status: S, error: string): Fail<S> {
  return { status, body: { success: false, error } };
}

export function isEnterprise(subscription: Awaited<ReturnType<typeof currentSubscription>>): boolean {
  return currentPlanType(subscription) === 'enterprise';
}

/** The caller's team; an Enterprise subscriber without one gets theirs created (they own it). */
export async function callerTeam(services: Services, userId: number): Promise<Membership | null> {
  const membership = await membershipOf(services.db, userId);
  if (membership) {
    return membership;
  }
  if (!isEnterprise(await currentSubscription(services, userId))) {
    return null;
  }
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    const [team] = await tx
      .insert(teams)
      .values({ ownerId: userId, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (team) {
      await tx.insert(teamMembers).values({ userId, teamId: team.id, joinedAt: now }).onConflictDoNothing();
    }
  });
  await planChanged(services, userId);
  return membershipOf(services.db, userId);
}

/** The caller's team when they own it (and the reason otherwise, as a 403). */
export async function ownedTeam(services: Services, userId: number): Promise<Membership | Fail<403>> {
  const membership = await callerTeam(services, userId);
  if (!membership) {
    return fail(403, M.noTeam);
  }
  return membership.role === 'owner' ? membership : fail(403, M.ownerOnly);
}

export async function openInvitations(executor: Executor, teamId: number): Promise<InvitationRow[]> {
  return executor
    .select()
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.teamId, teamId),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.revokedAt),
      ),
    )
    .orderBy(teamInvitations.createdAt);
}

export async function memberCount(executor: Executor, teamId: number): Promise<number> {
  const [row] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId));
  return Number(row?.total ?? 0);
}

export async function sendInvitation(
  services: Services,
  ownerId: number,
  email: string,
  token: string,
  expiresAt: Date,
) {
  const owner = await findUserById(services.db, ownerId);
  const ownerName = owner ? displayName(owner) : 'Sua equipe';
  await services.messenger.send({
    channel: 'email',
    to: email,
    subject: M.inviteEmailSubject(ownerName),
    body: M.inviteEmailBody(
      ownerName,
      `${services.config.publicAppUrl}/convite/${token}`,
      formatDateBr(expiresAt),
    ),
  });
}

export type TokenCheck = { invitation: InvitationRow; ownerId: number } | Fail<404> | Fail<410>;

/** The open invitation a link's token names (404 unknown, used or revoked; 410 expired). */
export async function invitationByToken(services: Services, token: string): Promise<TokenCheck> {
  const [row] = await services.db
    .select({ invitation: teamInvitations, ownerId: teams.ownerId })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .where(eq(teamInvitations.tokenHash, sha256(token)));
  if (!row || row.invitation.acceptedAt || row.invitation.revokedAt) {
    return fail(404, M.invalidToken);
  }
  if (row.invitation.expiresAt <= services.clock.now()) {
    return fail(410, M.expiredToken);
  }
  // An owner no longer on Enterprise has no seats to give.
  if (!isEnterprise(await currentSubscription(services, row.ownerId))) {
    return fail(404, M.invalidToken);
  }
  return row;
}

/**
 * Claims the invitation and seats the user, with the team row locked so two acceptances cannot
 * both take the last seat. Null when the team is full; 'claimed' when the token was used meanwhile.
 */
export async function join(tx: Executor, invitation: InvitationRow, userId: number, now: Date) {
  await lockOwner(tx, { team: invitation.teamId });
  if ((await memberCount(tx, invitation.teamId)) >= SEATS) {
    return 'full' as const;
  }
  const [claimed] = await tx
    .update(teamInvitations)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(teamInvitations.id, invitation.id),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.revokedAt),
        gt(teamInvitations.expiresAt, now),
      ),
    )
    .returning();
  if (!claimed) {
    return 'claimed' as const;
  }
  await tx.insert(teamMembers).values({ userId, teamId: invitation.teamId, joinedAt: now });
  return 'joined' as const;
}

/** Writes a new invitation, its token kept only as a hash. */
export async function recordInvitation(
  executor: Executor,
  input: { teamId: number; email: string; token: string; invitedBy: number; expiresAt: Date; at: Date },
): Promise<InvitationRow> {
  const [row] = await executor
    .insert(teamInvitations)
    .values({
      id: `inv_${randomBytes(12).toString('base64url')}`,
      teamId: input.teamId,
      email: input.email,
      tokenHash: sha256(input.token),
      invitedBy: input.invitedBy,
      expiresAt: input.expiresAt,
      sentAt: input.at,
      createdAt: input.at,
    })
    .returning();
  if (!row) {
    throw new Error('Falha ao gravar o convite.');
  }
  return row;
}

/** A resent invitation: a new token and a new lifetime; null when it is gone. */
export async function renewInvitation(
  executor: Executor,
  input: { id: string; token: string; expiresAt: Date; at: Date },
): Promise<InvitationRow | null> {
  const [updated] = await executor
    .update(teamInvitations)
    .set({ tokenHash: sha256(input.token), expiresAt: input.expiresAt, sentAt: input.at })
    .where(eq(teamInvitations.id, input.id))
    .returning();
  return updated ?? null;
}

/** Revokes the team's open invitation; null when there is none by that id. */
export async function revokeInvitation(
  executor: Executor,
  input: { teamId: number; id: string; at: Date },
): Promise<InvitationRow | null> {
  const [row] = await executor
    .update(teamInvitations)
    .set({ revokedAt: input.at })
    .where(
      and(
        eq(teamInvitations.id, input.id),
        eq(teamInvitations.teamId, input.teamId),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.revokedAt),
      ),
    )
    .returning();
  return row ?? null;
}
