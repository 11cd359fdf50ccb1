import { HOUR } from '../../clock.ts';
import { defineOperations, retryAfter } from '../../contract/define.ts';
import type { Issue } from '../../contract/validation.ts';
import { withOwnerLocked } from '../../db/owner-lock.ts';
import { overThrottle, type Throttle } from '../../infra/rate-limit.ts';
import type { Services } from '../../services.ts';
import { COMMANDER } from '../agents/catalog.ts';
import { planState, startWithinConversationLimit } from '../agents/chat/limits.ts';
import { startConversation } from '../agents/conversations.ts';
import { CHATBOT_MESSAGES } from '../chatbot/messages.ts';
import { openVisitorSession, toSessionInfo } from '../chatbot/sessions.ts';
import { currentPlanType, currentSubscription } from '../payments/subscriptions.ts';
import { allowsCommander, ownerQuotaRefusal, signVisitorToken, VISITOR_TOKEN_TTL_MS } from './commander.ts';
import { EMBED_MESSAGES as M, MAX_SITES_PER_ACCOUNT } from './messages.ts';
import { embedSites, embedVisitorSessions } from './schema.ts';
import {
  countSites,
  deleteOwnSite,
  listSites,
  newSiteKey,
  normaliseOrigin,
  siteByKey,
  toSite,
} from './sites.ts';

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
        body: { success: true, sites: rows.map(toSite), max_sites: MAX_SITES_PER_ACCOUNT },
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
            createdAt: services.clock.now(),
          })
          .returning();
        return row ?? null;
      });
      if (!created) {
        return { status: 409, body: { success: false, error: M.tooManySites } };
      }
      return { status: 201, body: { success: true, data: toSite(created), message: M.created } };
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
      // The conversation is the owner's: a plan without room for one lets no visitor in.
      if (await ownerQuotaRefusal(services, site.userId, true)) {
        return { status: 403, body: { success: false, error: M.ownerQuota } };
      }
      const wait = await sessionWait(services, request.ip, site.id);
      if (wait !== null) {
        return tooMany(wait);
      }
      const name = body.visitor_name?.trim() ?? '';
      const email = body.visitor_email?.trim() ?? '';
      const visitor = [name, email ? `<${email}>` : ''].filter(Boolean).join(' ') || null;
      // Counted again under the owner's lock: visitors arriving at once cannot pass the plan's limit.
      const started = await startWithinConversationLimit(
        services,
        await planState(services, site.userId),
        (tx) =>
          startConversation(tx, {
            userId: site.userId,
            agent: COMMANDER,
            title: M.visitorTitle(site.name, visitor),
            at: services.clock.now(),
          }),
      );
      if ('refusal' in started) {
        return { status: 403, body: { success: false, error: M.ownerQuota } };
      }
      const conversation = started.started;
      const access = await signVisitorToken(services, {
        site_id: site.id,
        owner_id: site.userId,
        session_id: conversation.id,
        origin,
      });
      return {
        status: 201,
        body: { access, session_id: conversation.id, expires_in: VISITOR_TOKEN_TTL_MS / 1000 },
      };
    },
  },
});
