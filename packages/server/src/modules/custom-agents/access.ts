// Who may do what with custom agents: the plan is the team's (billingScope), the owner of the
// team owns its agents, members use the ones shared with the team; a member the owner allows
// creates agents for the team and edits the ones they created. Everything else is 404.
import { and, eq } from 'drizzle-orm';
import type { Services } from '../../services.ts';
import { billingScope } from '../payer/payer.ts';
import type { PlanType } from '../payments/plans.ts';
import { currentPlanType } from '../payments/subscriptions.ts';
import { memberCreatesAgents } from '../teams/teams.ts';
import { CUSTOM_AGENT_MESSAGES as M } from './messages.ts';
import { customAgents } from './schema.ts';

export type CustomAgentRow = typeof customAgents.$inferSelect;
export type Fail<S extends number> = { status: S; body: { success: false; error: string } };

export function fail<S extends number>(status: S, error: string): Fail<S> {
  return { status, body: { success: false, error } };
}

export function isFail(value: unknown): value is Fail<number> {
  return typeof value === 'object' && value !== null && 'status' in value && 'body' in value;
}

export interface TeamAccess {
  userId: number;
  /** The team's owner (the caller, for an Enterprise subscriber without a team). */
  ownerId: number;
  role: 'owner' | 'member';
  /** Creates agents for the team: the owner, or a member the owner allows. */
  canCreate: boolean;
}

/** The caller's place in an Enterprise team, or 403 naming the plan. */
export async function teamAccess(services: Services, userId: number): Promise<TeamAccess | Fail<403>> {
  const scope = await billingScope(services, userId);
  return teamAccessOf(services, userId, {
    plan: currentPlanType(scope.subscription),
    billedUserId: scope.billedUserId,
  });
}

/** The same access from who pays, already resolved for the request (the Commander's send). */
export async function teamAccessOf(
  services: Services,
  userId: number,
  payer: { plan: PlanType; billedUserId: number },
): Promise<TeamAccess | Fail<403>> {
  if (payer.plan !== 'enterprise') {
    return fail(403, M.enterpriseOnly);
  }
  const owner = payer.billedUserId === userId;
  return {
    userId,
    ownerId: payer.billedUserId,
    role: owner ? 'owner' : 'member',
    canCreate: owner || (await memberCreatesAgents(services.db, userId)),
  };
}

/** The access of someone who may create agents for the team, or 403 for a member not allowed. */
export async function creatorAccess(services: Services, userId: number): Promise<TeamAccess | Fail<403>> {
  const access = await teamAccess(services, userId);
  if (isFail(access)) {
    return access;
  }
  return access.canCreate ? access : fail(403, M.createNotAllowed);
}

/** The member who created the agent, while the owner still lets them create agents. */
function isAllowedCreator(access: TeamAccess, agent: CustomAgentRow): boolean {
  return access.canCreate && agent.createdBy === access.userId;
}

export function canUse(access: TeamAccess, agent: CustomAgentRow): boolean {
  return (
    agent.ownerId === access.ownerId &&
    (access.role === 'owner' || agent.audience === 'team' || isAllowedCreator(access, agent))
  );
}

/** Edits, exports and gives documents to the agent: the owner, or its allowed creator. */
export function canEdit(access: TeamAccess, agent: CustomAgentRow): boolean {
  return agent.ownerId === access.ownerId && (access.role === 'owner' || isAllowedCreator(access, agent));
}

/** The agent when the caller may use it; 404 otherwise (another team's, or the owner's own). */
export async function usableAgent(
  services: Services,
  access: TeamAccess,
  id: string,
): Promise<CustomAgentRow | Fail<404>> {
  const [row] = await services.db
    .select()
    .from(customAgents)
    .where(and(eq(customAgents.id, id), eq(customAgents.ownerId, access.ownerId)));
  return row && canUse(access, row) ? row : fail(404, M.notFound);
}

/**
 * The caller's access and the agent `id` in one step: 403 without the plan, 404 for an agent the
 * caller may not use, and with `edit` 403 for one they use but may not change.
 */
export async function agentFor(
  services: Services,
  userId: number,
  id: string,
  options: { edit?: boolean } = {},
): Promise<{ access: TeamAccess; row: CustomAgentRow } | Fail<403> | Fail<404>> {
  const access = await teamAccess(services, userId);
  if (isFail(access)) {
    return access;
  }
  const row = await usableAgent(services, access, id);
  if (isFail(row)) {
    return row;
  }
  if (options.edit && !canEdit(access, row)) {
    return fail(403, M.ownerOnly);
  }
  return { access, row };
}
