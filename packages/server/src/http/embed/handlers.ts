// Partner sites (issue 16, a contract extension): a subscriber registers the sites that embed the
// widgets, sets each site's monthly budget and the custom agents published to it (issue 25), and
// a visitor on one of them opens a session checked against the site's origins. A site of another
// account answers 404 like a missing one.
import { randomUUID } from 'node:crypto';
import { currentMonth } from '@sppock/sdk';
import { eq } from 'drizzle-orm';
import { HOUR } from '../../clock.ts';
import { defineOperations, retryAfter } from '../../contract/define.ts';
import type { components } from '../../contract/generated.ts';
import type { Issue } from '../../contract/validation.ts';
import { withOwnerLocked } from '../../db/owner-lock.ts';
import { overThrottle, type Throttle } from '../../infra/rate-limit.ts';
import { CHATBOT_MESSAGES } from '../../modules/chatbot/messages.ts';
import { embedVisitorSessions } from '../../modules/chatbot/schema.ts';
import { openVisitorSession, toSessionInfo } from '../../modules/chatbot/sessions.ts';
import { agentsPublishedOn, publishOnSite } from '../../modules/custom-agents/publications.ts';
import { hasBudgetLeft, messagesInMonth } from '../../modules/embed/budget.ts';
import {
  allowsCommander,
  ownerQuotaRefusal,
  signVisitorToken,
  VISITOR_TOKEN_TTL_MS,
  visitorLabel,
} from '../../modules/embed/commander.ts';
import { EMBED_MESSAGES as M, MAX_SITES_PER_ACCOUNT } from '../../modules/embed/messages.ts';
import { embedSites } from '../../modules/embed/schema.ts';
import {
  countSites,
  deleteOwnSite,
  listSites,
  newSiteKey,
  normaliseOrigin,
  ownSite,
  type SiteRow,
  siteByKey,
  type Widget,
} from '../../modules/embed/sites.ts';
import { currentPlanType, currentSubscription } from '../../modules/payments/subscriptions.ts';
import type { Services } from '../../services.ts';

type Site = components['schemas']['EmbedSite'];

/**
 * The owner's sites as the contract shows them: each with its budget, the messages it admitted
 * this month and the custom agents its visitors reach.
 */
async function toSites(services: Services, userId: number, rows: readonly SiteRow[]): Promise<Site[]> {
  const ids = rows.map((row) => row.id);
  const [used, published] = await Promise.all([
    messagesInMonth(services.db, ids, currentMonth(services.clock.now())),
    agentsPublishedOn(services, userId, ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    site_key: row.siteKey,
    allowed_origins: row.allowedOrigins,
    widgets: row.widgets as Widget[],
    monthly_messages: row.monthlyMessages,
    messages_this_month: used.get(row.id) ?? 0,
    published_agents: (published.get(row.id) ?? []).map((agent) => ({ id: agent.id, name: agent.name })),
    created: row.createdAt.toISOString(),
  }));
}

/** One of the owner's sites as the contract shows it. */
async function toSite(services: Services, row: SiteRow): Promise<Site> {
  const [site] = await toSites(services, row.userId, [row]);
  return site as Site;
}

/** Throttles of the partner visitors: [limit, window]. */
export const EMBED_THROTTLES = {
  sessionsPerAddress: [10, HOUR],
  sessionsPerSite: [300, HOUR],
} as const satisfies Record<string, Throttle>;

function siteInvalid(issues: Issue[]): string {
  if (issues.some((issue) => issue.field === 'name')) {
    return M.nameInvalid;
  }
  if (
    issues.some((issue) => issue.field === 'allowed_origins' || issue.field?.startsWith('allowed_origins'))
  ) {
    return M.originsRequired;
  }
  if (issues.some((issue) => issue.field === 'widgets' || issue.field?.startsWith('widgets'))) {
    return M.widgetsInvalid;
  }
  return M.nameInvalid;
}

/** The throttles of a new visitor session (chatbot or Commander): the wait in ms, or null. */
async function sessionWait(services: Services, ip: string, siteId: number): Promise<number | null> {
  let wait: number | null = null;
  for (const [key, throttle] of [
    [`embed:sessionsPerAddress:${ip}`, EMBED_THROTTLES.sessionsPerAddress],
    [`embed:sessionsPerSite:${siteId}`, EMBED_THROTTLES.sessionsPerSite],
  ] as const) {
    const over = await overThrottle(services.limiter, key, throttle);
    if (over !== null) {
      wait = Math.max(wait ?? 0, over);
    }
  }
  return wait;
}

const tooMany = (wait: number) => ({
  status: 429 as const,
  body: { success: false as const, error: CHATBOT_MESSAGES.tooMany },
  headers: retryAfter(wait),
});

export const embedOperations = defineOperations({
  embedListSites: {
    handler: async ({ user, services }) => {
      const rows = await listSites(services.db, user.id);
      return {
        status: 200,
        body: {
          success: true,
          sites: await toSites(services, user.id, rows),
          max_sites: MAX_SITES_PER_ACCOUNT,
        },
      };
    },
  },

  embedCreateSite: {
    invalidMessage: siteInvalid,
    handler: async ({ body, user, services }) => {
      const name = body.name.trim();
      if (!name) {
        return { status: 400, body: { success: false, error: M.nameInvalid } };
      }
      const origins: string[] = [];
      for (const text of body.allowed_origins) {
        const origin = normaliseOrigin(text);
        if (!origin) {
          return { status: 400, body: { success: false, error: M.originInvalid(text) } };
        }
        if (!origins.includes(origin)) {
          origins.push(origin);
        }
      }
      // Counted under the user's lock: two creations at once cannot pass the limit together.
      const created = await withOwnerLocked(services.db, { user: user.id }, async (tx) => {
        if ((await countSites(tx, user.id)) >= MAX_SITES_PER_ACCOUNT) {
          return null;
        }
        const [row] = await tx
          .insert(embedSites)
          .values({
            userId: user.id,
            name,
            siteKey: newSiteKey(),
            allowedOrigins: origins,
            widgets: [...new Set(body.widgets)],
            ...(body.monthly_messages === undefined ? {} : { monthlyMessages: body.monthly_messages }),
            createdAt: services.clock.now(),
          })
          .returning();
        return row ?? null;
      });
      if (!created) {
        return { status: 409, body: { success: false, error: M.tooManySites } };
      }
      return {
        status: 201,
        body: { success: true, data: await toSite(services, created), message: M.created },
      };
    },
  },

  embedUpdateSite: {
    invalidMessage: (issues) =>
      issues.some((issue) => issue.field?.startsWith('published_agents'))
        ? M.publishedInvalid
        : M.budgetInvalid,
    notFoundMessage: M.notFound,
    handler: async ({ params, body, user, services }) => {
      const site = await ownSite(services.db, user.id, params.id);
      if (!site) {
        return { status: 404, body: { success: false, error: M.notFound } };
      }
      // The agents first: a refused agent leaves the whole site as it was.
      if (body.published_agents !== undefined) {
        const refused = await publishOnSite(services, user.id, site.id, body.published_agents);
        if (refused) {
          return refused;
        }
      }
      let row = site;
      if (body.monthly_messages !== undefined) {
        const [updated] = await services.db
          .update(embedSites)
          .set({ monthlyMessages: body.monthly_messages })
          .where(eq(embedSites.id, site.id))
          .returning();
        row = updated ?? site;
      }
      return { status: 200, body: { success: true, data: await toSite(services, row), message: M.updated } };
    },
  },

  embedDeleteSite: {
    handler: async ({ params, user, services }) => {
      const deleted = await deleteOwnSite(services.db, user.id, params.id);
      return deleted
        ? { status: 200, body: { success: true, message: M.deleted } }
        : { status: 404, body: { success: false, error: M.notFound } };
    },
  },

  embedStartVisitorSession: {
    invalidMessage: () => M.siteKeyRequired,
    handler: async ({ body, request, services }) => {
      const site = await siteByKey(services.db, body.site_key.trim());
      if (!site) {
        return { status: 404, body: { success: false, error: M.siteKeyUnknown } };
      }
      const origin = request.headers.origin;
      if (typeof origin !== 'string' || !site.allowedOrigins.includes(origin)) {
        return { status: 403, body: { success: false, error: M.originRefused } };
      }
      if (!site.widgets.includes('chatbot')) {
        return { status: 403, body: { success: false, error: M.chatbotDisabled } };
      }
      // The visitors use the site owner's plan: a plan without the chatbot lets no visitor in.
      const plan = currentPlanType(await currentSubscription(services, site.userId));
      if (!services.config.chatbot.plans.includes(plan)) {
        return { status: 403, body: { success: false, error: CHATBOT_MESSAGES.forbidden } };
      }
      const wait = await sessionWait(services, request.ip, site.id);
      if (wait !== null) {
        return tooMany(wait);
      }
      const session = await openVisitorSession(services);
      await services.db
        .insert(embedVisitorSessions)
        .values({ sessionId: session.id, siteId: site.id, origin, createdAt: services.clock.now() });
      return { status: 201, body: toSessionInfo(session) };
    },
  },

  embedStartCommanderSession: {
    invalidMessage: (issues) =>
      issues.some((issue) => issue.field === 'visitor_name' || issue.field === 'visitor_email')
        ? M.visitorInvalid
        : M.siteKeyRequired,
    handler: async ({ body, request, services }) => {
      const site = await siteByKey(services.db, body.site_key.trim());
      if (!site) {
        return { status: 404, body: { success: false, error: M.siteKeyUnknown } };
      }
      const origin = request.headers.origin;
      if (typeof origin !== 'string' || !site.allowedOrigins.includes(origin)) {
        return { status: 403, body: { success: false, error: M.originRefused } };
      }
      if (!allowsCommander(site, origin)) {
        return { status: 403, body: { success: false, error: M.commanderDisabled } };
      }
      // Reads only: a site or an owner with no room left lets no visitor in.
      if (!(await hasBudgetLeft(services.db, site, services.clock.now()))) {
        return { status: 403, body: { success: false, error: M.siteBudgetSpent } };
      }
      if (await ownerQuotaRefusal(services, site.userId, true)) {
        return { status: 403, body: { success: false, error: M.ownerQuota } };
      }
      const wait = await sessionWait(services, request.ip, site.id);
      if (wait !== null) {
        return tooMany(wait);
      }
      // The conversation is only reserved: the first message creates it (a session costs nothing).
      const sessionId = randomUUID();
      const access = await signVisitorToken(services, {
        site_id: site.id,
        owner_id: site.userId,
        session_id: sessionId,
        origin,
        visitor_label: visitorLabel(body.visitor_name, body.visitor_email),
      });
      return {
        status: 201,
        body: { access, session_id: sessionId, expires_in: VISITOR_TOKEN_TTL_MS / 1000 },
      };
    },
  },
});
