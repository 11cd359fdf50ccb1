// Custom agents published to partner sites (issue 25). An anonymous visitor of a site's Commander
// writes in the site owner's name, so without this the owner's every agent (owner-only ones, their
// knowledge documents) would answer them. A visitor reaches only the agents the owner published to
// that site: shared with the team (`audience: team`, never owner-only) and still editable by the
// site's owner, checked when publishing and again on every message.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { Services } from '../../services.ts';
import {
  type CustomAgentRow,
  canEdit,
  canUse,
  type Fail,
  fail,
  isFail,
  type TeamAccess,
  teamAccess,
} from './access.ts';
import { CUSTOM_AGENT_MESSAGES as M } from './messages.ts';
import { customAgentPublications, customAgents } from './schema.ts';

/** Whether the site owner (`access`) may have this agent answer their site's visitors. */
function publishable(access: TeamAccess, agent: CustomAgentRow): boolean {
  return agent.audience === 'team' && canEdit(access, agent);
}

/**
 * The agents each site's visitors reach, by site id (sites with none are absent). `userId` owns
 * the sites; without the Enterprise plan no agent is reached.
 */
export async function agentsPublishedOn(
  services: Services,
  userId: number,
  siteIds: readonly number[],
): Promise<Map<number, CustomAgentRow[]>> {
  const bySite = new Map<number, CustomAgentRow[]>();
  if (siteIds.length === 0) {
    return bySite;
  }
  const access = await teamAccess(services, userId);
  if (isFail(access)) {
    return bySite;
  }
  const rows = await services.db
    .select({ siteId: customAgentPublications.siteId, agent: customAgents })
    .from(customAgentPublications)
    .innerJoin(customAgents, eq(customAgents.id, customAgentPublications.agentId))
    .where(inArray(customAgentPublications.siteId, [...siteIds]))
    .orderBy(asc(customAgents.name), asc(customAgents.id));
  for (const { siteId, agent } of rows) {
    if (publishable(access, agent)) {
      bySite.set(siteId, [...(bySite.get(siteId) ?? []), agent]);
    }
  }
  return bySite;
}

/** The custom agents a visitor of the site reaches (the owner's access, resolved by the caller). */
export async function agentsForVisitors(
  services: Services,
  access: TeamAccess,
  siteId: number,
): Promise<CustomAgentRow[]> {
  const rows = await services.db
    .select({ agent: customAgents })
    .from(customAgentPublications)
    .innerJoin(customAgents, eq(customAgents.id, customAgentPublications.agentId))
    .where(eq(customAgentPublications.siteId, siteId))
    .orderBy(asc(customAgents.name), asc(customAgents.id));
  return rows.map((row) => row.agent).filter((agent) => publishable(access, agent));
}

/**
 * Replaces the agents published on the site (owned by `userId`, checked by the caller). Every id
 * must be a team agent the user may edit, or nothing changes: 403 without the Enterprise plan,
 * 400 naming the first agent refused.
 */
export async function publishOnSite(
  services: Services,
  userId: number,
  siteId: number,
  ids: readonly string[],
): Promise<Fail<400 | 403> | null> {
  if (ids.length > 0) {
    const access = await teamAccess(services, userId);
    if (isFail(access)) {
      return access;
    }
    const rows = await services.db
      .select()
      .from(customAgents)
      .where(and(inArray(customAgents.id, [...ids]), eq(customAgents.ownerId, access.ownerId)));
    for (const id of ids) {
      const agent = rows.find((row) => row.id === id);
      // An agent the user may not even see is answered like a missing one.
      if (!agent || !canUse(access, agent)) {
        return fail(400, M.publishUnknown(id));
      }
      if (!canEdit(access, agent)) {
        return fail(400, M.publishNotEditable(agent.name));
      }
      if (!publishable(access, agent)) {
        return fail(400, M.ownerOnlyNotPublishable(agent.name));
      }
    }
  }
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    await tx.delete(customAgentPublications).where(eq(customAgentPublications.siteId, siteId));
    if (ids.length > 0) {
      await tx
        .insert(customAgentPublications)
        .values(ids.map((agentId) => ({ agentId, siteId, createdAt: now })));
    }
  });
  return null;
}

/** Takes the agent off every partner site (it became owner-only). */
export async function unpublishEverywhere(db: Executor, agentId: string): Promise<void> {
  await db.delete(customAgentPublications).where(eq(customAgentPublications.agentId, agentId));
}
