import { MINUTE } from '../../clock.ts';
import { defineOperations, retryAfter } from '../../contract/define.ts';
import { lockOwner } from '../../db/owner-lock.ts';
import { overThrottle } from '../../infra/rate-limit.ts';
import { passwordProblem, passwordProblemMessage } from '../../modules/accounts/password-policy.ts';
import { newUrlToken } from '../../modules/accounts/passwords.ts';
import {
  createUser,
  findUserByEmail,
  findUserById,
  isUniqueViolation,
  normalizeEmail,
  toProfile,
} from '../../modules/accounts/users.ts';
import { handOverCustomAgents } from '../../modules/custom-agents/agents.ts';
import { costByUser, usageInWindow } from '../../modules/metering/usage.ts';
import { deviceLimit } from '../../modules/payer/devices.ts';
import {
  activeSubscription,
  currentCycle,
  currentPlanType,
  currentSubscription,
  handOverSubscription,
  userSubscriptions,
} from '../../modules/payments/subscriptions.ts';
import { teamChanged } from '../../modules/teams/changes.ts';
import {
  callerTeam,
  type Fail,
  fail,
  INVITATION_TTL_MS,
  type InvitationRow,
  invitationByToken,
  isEnterprise,
  join,
  memberCount,
  openInvitations,
  ownedTeam,
  recordInvitation,
  renewInvitation,
  revokeInvitation,
  SEATS,
  sendInvitation,
} from '../../modules/teams/invitations.ts';
import { TEAM_MESSAGES as M } from '../../modules/teams/messages.ts';
import {
  displayName,
  handOverTeam,
  leaveTeam,
  letCreateAgents,
  type Membership,
  membershipOf,
  removeMember,
  teamPeople,
} from '../../modules/teams/teams.ts';
import type { Services } from '../../services.ts';

const INVITES_PER_HOUR: [number, number] = [30, 60 * MINUTE];
const TOKEN_TRIES: [number, number] = [30, 10 * MINUTE];

function isFail(value: Membership | Fail<403>): value is Fail<403> {
  return 'status' in value;
}

type Person = Awaited<ReturnType<typeof teamPeople>>[number];

function personView(person: Person, ownerId: number) {
  const owner = person.id === ownerId;
  return {
    id: person.id,
    name: displayName(person),
    email: person.email,
    role: owner ? ('owner' as const) : ('member' as const),
    can_create_agents: owner || person.canCreateAgents,
    joined_at: person.joinedAt.toISOString(),
  };
}

function invitationView(row: InvitationRow, now: Date) {
  return {
    id: row.id,
    email: row.email,
    status: row.expiresAt > now ? ('pending' as const) : ('expired' as const),
    sent_at: row.sentAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

async function tokenThrottle(services: Services, ip: string): Promise<number | null> {
  return overThrottle(services.limiter, `teamInvitationToken:${ip}`, TOKEN_TRIES);
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

export const teamsOperations = defineOperations({
  teamsGetTeam: {
    handler: async ({ user, services }) => {
      const membership = await callerTeam(services, user.id);
      if (!membership) {
        return fail(403, M.noTeam);
      }
      const { team, role } = membership;
      const now = services.clock.now();
      const [people, invitations] = await Promise.all([
        teamPeople(services.db, team.id),
        role === 'owner' ? openInvitations(services.db, team.id) : Promise.resolve([]),
      ]);
      return {
        status: 200,
        body: {
          success: true,
          team: {
            id: team.id,
            role,
            owner_id: team.ownerId,
            seats: {
              used: people.length,
              limit: SEATS,
              reserved: invitations.filter((row) => row.expiresAt > now).length,
            },
            members: people.map((person) => personView(person, team.ownerId)),
            invitations: invitations.map((row) => invitationView(row, now)),
          },
        },
      };
    },
  },

  teamsGetUsage: {
    handler: async ({ user, services }) => {
      const owned = await ownedTeam(services, user.id);
      if (isFail(owned)) {
        return owned;
      }
      const { team } = owned;
      const [owner, subscription, people] = await Promise.all([
        findUserById(services.db, team.ownerId),
        currentSubscription(services, team.ownerId),
        teamPeople(services.db, team.id),
      ]);
      const cycle = currentCycle(
        subscription,
        owner?.createdAt ?? services.clock.now(),
        services.clock.now(),
      );
      const ids = people.map((person) => person.id);
      const costOf = await costByUser(services.db, ids, cycle.start, cycle.end);
      const members = [];
      for (const person of people) {
        const used = await usageInWindow(services.db, person.id, cycle.start, cycle.end);
        members.push({
          id: person.id,
          name: displayName(person),
          email: person.email,
          role: person.id === team.ownerId ? ('owner' as const) : ('member' as const),
          tokens: used.tokens,
          cost_brl: round2(costOf.get(person.id) ?? 0),
          conversations: used.conversations,
        });
      }
      return {
        status: 200,
        body: {
          success: true,
          cycle_start: cycle.start.toISOString(),
          cycle_end: cycle.end.toISOString(),
          members,
          totals: {
            tokens: members.reduce((sum, row) => sum + row.tokens, 0),
            cost_brl: round2(members.reduce((sum, row) => sum + row.cost_brl, 0)),
            conversations: members.reduce((sum, row) => sum + row.conversations, 0),
          },
        },
      };
    },
  },

  teamsInvite: {
    invalidMessage: () => M.invalidEmail,
    handler: async ({ user, body, services }) => {
      const owned = await ownedTeam(services, user.id);
      if (isFail(owned)) {
        return owned;
      }
      if (!isEnterprise(await currentSubscription(services, user.id))) {
        return fail(403, M.noTeam);
      }
      const wait = await overThrottle(services.limiter, `teamInvites:${user.id}`, INVITES_PER_HOUR);
      if (wait !== null) {
        return { ...fail(429, M.tooManyInvitations), headers: retryAfter(wait) };
      }
      const email = normalizeEmail(body.email);
      const { team } = owned;
      const now = services.clock.now();
      const token = newUrlToken();
      const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
      const outcome = await services.db.transaction(async (tx) => {
        await lockOwner(tx, { team: team.id });
        const people = await teamPeople(tx, team.id);
        if (people.some((person) => person.email === email)) {
          return fail(409, M.alreadyMember(email));
        }
        const open = await openInvitations(tx, team.id);
        const same = open.find((row) => row.email === email);
        if (same && same.expiresAt > now) {
          return fail(409, M.alreadyInvited(email));
        }
        if (same) {
          // An expired invitation to the same address is replaced by the new one.
          await revokeInvitation(tx, { teamId: team.id, id: same.id, at: now });
        }
        const reserved = open.filter((row) => row.expiresAt > now).length;
        if (people.length + reserved >= SEATS) {
          return fail(409, M.teamFull(SEATS));
        }
        return recordInvitation(tx, {
          teamId: team.id,
          email,
          token,
          invitedBy: user.id,
          expiresAt,
          at: now,
        });
      });
      if ('status' in outcome) {
        return outcome;
      }
      await sendInvitation(services, user.id, email, token, expiresAt);
      return {
        status: 201,
        body: { success: true, message: M.invited(email), invitation: invitationView(outcome, now) },
      };
    },
  },

  teamsResendInvitation: {
    handler: async ({ user, params, services }) => {
      const owned = await ownedTeam(services, user.id);
      if (isFail(owned)) {
        return owned;
      }
      const wait = await overThrottle(services.limiter, `teamInvites:${user.id}`, INVITES_PER_HOUR);
      if (wait !== null) {
        return { ...fail(429, M.tooManyInvitations), headers: retryAfter(wait) };
      }
      const now = services.clock.now();
      const token = newUrlToken();
      const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
      const outcome = await services.db.transaction(async (tx) => {
        await lockOwner(tx, { team: owned.team.id });
        const open = await openInvitations(tx, owned.team.id);
        const row = open.find((candidate) => candidate.id === params.id);
        if (!row) {
          return fail(404, M.invitationNotFound);
        }
        // An expired invitation takes its seat back when resent: the team must still have one.
        const reserved = open.filter(
          (candidate) => candidate.expiresAt > now && candidate.id !== row.id,
        ).length;
        if ((await memberCount(tx, owned.team.id)) + reserved >= SEATS) {
          return fail(409, M.teamFull(SEATS));
        }
        return (
          (await renewInvitation(tx, { id: row.id, token, expiresAt, at: now })) ??
          fail(404, M.invitationNotFound)
        );
      });
      if ('status' in outcome) {
        return outcome;
      }
      await sendInvitation(services, user.id, outcome.email, token, expiresAt);
      return {
        status: 200,
        body: { success: true, message: M.resent(outcome.email), invitation: invitationView(outcome, now) },
      };
    },
  },

  teamsRevokeInvitation: {
    handler: async ({ user, params, services }) => {
      const owned = await ownedTeam(services, user.id);
      if (isFail(owned)) {
        return owned;
      }
      const row = await revokeInvitation(services.db, {
        teamId: owned.team.id,
        id: params.id,
        at: services.clock.now(),
      });
      if (!row) {
        return fail(404, M.invitationNotFound);
      }
      return { status: 200, body: { success: true, message: M.revoked(row.email) } };
    },
  },

  teamsPreviewInvitation: {
    invalidMessage: () => M.invalidToken,
    handler: async ({ body, services, request }) => {
      const wait = await tokenThrottle(services, request.ip);
      if (wait !== null) {
        return { ...fail(429, M.tooManyAttempts), headers: retryAfter(wait) };
      }
      const found = await invitationByToken(services, body.token);
      if ('status' in found) {
        return found;
      }
      const [owner, account] = await Promise.all([
        findUserById(services.db, found.ownerId),
        findUserByEmail(services.db, found.invitation.email),
      ]);
      return {
        status: 200,
        body: {
          success: true,
          email: found.invitation.email,
          owner_name: owner ? displayName(owner) : '',
          account_exists: Boolean(account),
          expires_at: found.invitation.expiresAt.toISOString(),
        },
      };
    },
  },

  teamsAcceptInvitation: {
    invalidMessage: () => M.invalidToken,
    handler: async ({ user, body, services, request }) => {
      const wait = await tokenThrottle(services, request.ip);
      if (wait !== null) {
        return { ...fail(429, M.tooManyAttempts), headers: retryAfter(wait) };
      }
      const found = await invitationByToken(services, body.token);
      if ('status' in found) {
        return found;
      }
      const me = await findUserById(services.db, user.id);
      if (!me || me.email !== found.invitation.email) {
        return fail(403, M.wrongEmail(found.invitation.email));
      }
      if (await membershipOf(services.db, user.id)) {
        return fail(403, M.inAnotherTeam);
      }
      // Settled first: a checkout paid meanwhile counts as the paid plan it now is.
      const subscriptionRows = await userSubscriptions(services, user.id);
      if (currentPlanType(activeSubscription(subscriptionRows)) !== 'freemium') {
        return fail(403, M.ownsPaidPlan);
      }
      // A checkout still open could be paid after joining and give a member a plan of their own.
      if (subscriptionRows.some((row) => row.status === 'pending')) {
        return fail(403, M.checkoutInProgress);
      }
      const outcome = await services.db.transaction((tx) =>
        join(tx, found.invitation, user.id, services.clock.now()),
      );
      if (outcome === 'full') {
        return fail(409, M.teamFull(SEATS));
      }
      if (outcome === 'claimed') {
        return fail(404, M.invalidToken);
      }
      await teamChanged(services, found.invitation.teamId);
      const owner = await findUserById(services.db, found.ownerId);
      return { status: 200, body: { success: true, message: M.joined(owner ? displayName(owner) : '') } };
    },
  },

  teamsRegisterFromInvitation: {
    invalidMessage: (issues) =>
      issues.some((issue) => issue.field === 'token') ? M.invalidToken : M.blankName,
    handler: async ({ body, services, request }) => {
      const wait = await tokenThrottle(services, request.ip);
      if (wait !== null) {
        return { ...fail(429, M.tooManyAttempts), headers: retryAfter(wait) };
      }
      const found = await invitationByToken(services, body.token);
      if ('status' in found) {
        return found;
      }
      const email = found.invitation.email;
      if (await findUserByEmail(services.db, email)) {
        return fail(409, M.accountExists);
      }
      const firstName = body.first_name.trim();
      const lastName = body.last_name.trim();
      if (!firstName || !lastName) {
        return fail(400, M.blankName);
      }
      if (body.password !== body.confirm_password) {
        return fail(400, M.passwordsDiffer);
      }
      if (!body.terms_accepted) {
        return fail(400, M.termsRequired);
      }
      const problem = await passwordProblem(body.password, [firstName, lastName, email]);
      if (problem) {
        return fail(400, passwordProblemMessage(problem));
      }
      const now = services.clock.now();
      // The team's plan decides the devices, read before the transaction (its own connection).
      const limit = await deviceLimit(services, found.ownerId);
      try {
        const result = await services.db.transaction(async (tx) => {
          // The link proves the e-mail: the account is active at once.
          const created = await createUser(
            tx,
            { email, password: body.password, firstName, lastName, isActive: true },
            now,
          );
          const outcome = await join(tx, found.invitation, created.id, now);
          if (outcome !== 'joined') {
            tx.rollback();
          }
          const tokens = await services.tokens.openSession(created.id, limit, tx);
          return { user: created, access: tokens.access, refresh: tokens.refresh, outcome };
        });
        await teamChanged(services, found.invitation.teamId);
        return {
          status: 201,
          body: { access: result.access, refresh: result.refresh, user: toProfile(result.user) },
        };
      } catch (error) {
        if (isUniqueViolation(error)) {
          return fail(409, M.accountExists);
        }
        if (error instanceof Error && error.name === 'TransactionRollbackError') {
          // Full, or the token was used a moment ago: tell which.
          const again = await invitationByToken(services, body.token);
          if ('status' in again) {
            return again;
          }
          return fail(409, M.teamFull(SEATS));
        }
        throw error;
      }
    },
  },

  teamsRemoveMember: {
    handler: async ({ user, params, services }) => {
      const owned = await ownedTeam(services, user.id);
      if (isFail(owned)) {
        return owned;
      }
      if (params.user_id === user.id) {
        return fail(400, M.ownerCannotLeave);
      }
      const removed = await removeMember(services.db, owned.team.id, params.user_id);
      if (!removed) {
        return fail(404, M.memberNotFound);
      }
      await teamChanged(services, owned.team.id, removed.userId);
      const person = await findUserById(services.db, removed.userId);
      return { status: 200, body: { success: true, message: M.removed(person ? displayName(person) : '') } };
    },
  },

  teamsUpdateMember: {
    handler: async ({ user, params, body, services }) => {
      const owned = await ownedTeam(services, user.id);
      if (isFail(owned)) {
        return owned;
      }
      if (params.user_id === user.id) {
        return fail(400, M.ownerAlwaysCreatesAgents);
      }
      const updated = await letCreateAgents(
        services.db,
        owned.team.id,
        params.user_id,
        body.can_create_agents,
      );
      if (!updated) {
        return fail(404, M.memberNotFound);
      }
      const person = (await teamPeople(services.db, owned.team.id)).find((row) => row.id === updated.userId);
      if (!person) {
        return fail(404, M.memberNotFound);
      }
      const name = displayName(person);
      return {
        status: 200,
        body: {
          success: true,
          message: body.can_create_agents ? M.agentsAllowed(name) : M.agentsDisallowed(name),
          member: personView(person, owned.team.ownerId),
        },
      };
    },
  },

  teamsLeave: {
    handler: async ({ user, services }) => {
      const membership = await membershipOf(services.db, user.id);
      if (!membership) {
        return fail(403, M.noTeam);
      }
      if (membership.role === 'owner') {
        return fail(400, M.ownerCannotLeave);
      }
      await leaveTeam(services.db, user.id);
      await teamChanged(services, membership.team.id, user.id);
      return { status: 200, body: { success: true, message: M.left } };
    },
  },

  teamsTransferOwnership: {
    handler: async ({ user, body, services }) => {
      const owned = await ownedTeam(services, user.id);
      if (isFail(owned)) {
        return owned;
      }
      if (body.user_id === user.id) {
        return fail(400, M.alreadyOwner);
      }
      const now = services.clock.now();
      const moved = await services.db.transaction(async (tx) => {
        if (!(await handOverTeam(tx, owned.team.id, { from: user.id, to: body.user_id }))) {
          return false;
        }
        // A team's custom agents are its owner's: they go with the team, ids unchanged.
        await handOverCustomAgents(tx, { from: user.id, to: body.user_id, at: now });
        // The Enterprise subscription is the team's plan: it goes with the team.
        await handOverSubscription(tx, { from: user.id, to: body.user_id, at: now });
        return true;
      });
      if (!moved) {
        return fail(404, M.memberNotFound);
      }
      // The subscription and the team's owner moved: everyone in it, the two people included.
      await teamChanged(services, owned.team.id);
      const person = await findUserById(services.db, body.user_id);
      return {
        status: 200,
        body: { success: true, message: M.transferred(person ? displayName(person) : '') },
      };
    },
  },
});
