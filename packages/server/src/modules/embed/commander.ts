// The Commander on a partner site (issue 16): a visitor of a site that enabled the `commander`
// widget gets a short-lived visitor token bound to one Commander conversation in the site
// owner's account (reserved, created with the first message), to one origin and to send_message
// only. The owner's plan pays for it (the conversation, the tokens, the model calls are the
// owner's); the visitor is throttled and each message is counted in the site's budget (issue 25).
// `Origin` is only a header any HTTP client sets: the budget, not the origin, bounds the cost.
import { createHash, randomUUID } from 'node:crypto';
import { currentMonth } from '@sppock/sdk';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import { MINUTE } from '../../clock.ts';
import type { AuthUser, PartnerVisitor } from '../../contract/types.ts';
import { JWT_ISSUER } from '../../infra/jwt-claims.ts';
import { overThrottle, type Throttle } from '../../infra/rate-limit.ts';
import type { Services } from '../../services.ts';
import { users } from '../accounts/schema.ts';
import { limitRefusal, planState } from '../payer/plan-state.ts';
import { admitSiteMessage } from './budget.ts';
import { EMBED_MESSAGES as M } from './messages.ts';
import { embedSites } from './schema.ts';
import type { SiteRow } from './sites.ts';

/** How long a visitor token lasts; the widget opens another session after it. */
export const VISITOR_TOKEN_TTL_MS = 30 * MINUTE;

/** A visitor token is never an access token: another audience, so the API's auth refuses it. */
const VISITOR_AUDIENCE = 'sppock-embed-visitor';

/** Messages of one Commander visitor: [limit, window]. */
export const VISITOR_MESSAGES: Throttle = [10, MINUTE];

export interface VisitorClaims {
  token_type: 'embed_visitor';
  site_id: number;
  owner_id: number;
  /** The Commander conversation reserved for the visitor (created with their first message). */
  session_id: string;
  /** One visitor (the throttle's key). */
  visitor: string;
  origin: string;
  /** The name and e-mail the partner page gave (`setUser`), cleaned; null when none. */
  visitor_label: string | null;
}

/** A visitor caller resolved from its token (set by the embed hook, read by the API's auth). */
export interface EmbedVisitor {
  claims: VisitorClaims;
  caller: AuthUser;
}

/** The longest visitor name or e-mail kept (the contract refuses longer ones). */
const VISITOR_TEXT_MAX = 100;

/**
 * Text a partner page supplies about its visitor, as one plain line: control and format
 * characters (line breaks, bidi overrides, zero-width marks) become spaces, runs of spaces one,
 * at most 100 characters. It ends up in the owner's conversation titles, shown only as text.
 */
export function plainVisitorText(text: string): string {
  const line = text
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(line).slice(0, VISITOR_TEXT_MAX).join('').trim();
}

/** 'Marina Duarte <marina@loja.com.br>' from what the partner page gave, or null for nothing. */
export function visitorLabel(name: string | undefined, email: string | undefined): string | null {
  const cleanName = plainVisitorText(name ?? '');
  const cleanEmail = plainVisitorText(email ?? '');
  return [cleanName, cleanEmail ? `<${cleanEmail}>` : ''].filter(Boolean).join(' ') || null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The partner-site visitor behind a Commander call, when its bearer is a visitor token. */
    sppockEmbedVisitor?: EmbedVisitor;
  }
}

function visitorKey(services: Services): Uint8Array {
  return createHash('sha256').update(`embed-visitor:${services.tokens.codeSecret}`).digest();
}

export async function signVisitorToken(
  services: Services,
  claims: Omit<VisitorClaims, 'token_type' | 'visitor'>,
): Promise<string> {
  const now = services.clock.now().getTime();
  return new SignJWT({ ...claims, token_type: 'embed_visitor', visitor: randomUUID() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(JWT_ISSUER)
    .setAudience(VISITOR_AUDIENCE)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor((now + VISITOR_TOKEN_TTL_MS) / 1000))
    .sign(visitorKey(services));
}

/** The claims of a valid, unexpired visitor token, or null for anything else (an access token too). */
export async function readVisitorToken(services: Services, token: string): Promise<VisitorClaims | null> {
  try {
    // Every Commander message of a signed-in user passes here with the user's own token: one that
    // does not even claim to be a visitor's is not one, and a failed HMAC check through WebCrypto
    // (a thread hop and an error with its stack) cost each of those messages 0.1–0.2 ms. Only a
    // claim is read here; a token that makes it is still verified whole below.
    const { aud } = decodeJwt(token);
    if (aud !== VISITOR_AUDIENCE && !(Array.isArray(aud) && aud.includes(VISITOR_AUDIENCE))) {
      return null;
    }
    const { payload } = await jwtVerify(token, visitorKey(services), {
      algorithms: ['HS256'],
      issuer: JWT_ISSUER,
      audience: VISITOR_AUDIENCE,
      currentDate: services.clock.now(),
    });
    return payload.token_type === 'embed_visitor' ? (payload as unknown as VisitorClaims) : null;
  } catch {
    return null;
  }
}

/** The owner's pt-BR refusal for a visitor when the owner's plan has no room left, else null. */
export async function ownerQuotaRefusal(
  services: Services,
  ownerId: number,
  newConversation: boolean,
): Promise<string | null> {
  const state = await planState(services, ownerId);
  const refusal = await limitRefusal(services, ownerId, state, { newConversation });
  return refusal === null ? null : M.ownerQuota;
}

/** The visitor as the chat sees them: their conversation, and the site's budget to count in. */
function partnerVisitor(services: Services, claims: VisitorClaims, site: SiteRow): PartnerVisitor {
  return {
    id: claims.visitor,
    siteId: site.id,
    sessionId: claims.session_id,
    title: M.visitorTitle(site.name, claims.visitor_label),
    quotaRefusal: M.ownerQuota,
    admitMessage: async () =>
      (await admitSiteMessage(services.db, site.id, currentMonth(services.clock.now())))
        ? null
        : M.siteBudgetSpent,
  };
}

/**
 * The visitor of a bearer visitor token on a Commander call, or null when the bearer is not a
 * visitor token. A visitor token that no longer fits (another origin, the site removed, the
 * widget turned off, the owner's account closed) answers false: the call is refused.
 */
export async function embedVisitorOf(
  services: Services,
  request: FastifyRequest,
): Promise<EmbedVisitor | null | false> {
  const bearer = request.headers.authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (!bearer) {
    return null;
  }
  const claims = await readVisitorToken(services, bearer);
  if (!claims) {
    return null;
  }
  if (request.headers.origin !== claims.origin) {
    return false;
  }
  const [row] = await services.db
    .select({ site: embedSites, email: users.email, active: users.isActive })
    .from(embedSites)
    .innerJoin(users, eq(users.id, embedSites.userId))
    .where(and(eq(embedSites.id, claims.site_id), eq(embedSites.userId, claims.owner_id)));
  if (!row?.active || !allowsCommander(row.site, claims.origin)) {
    return false;
  }
  return {
    claims,
    // The visitor writes in the owner's name, never with the owner's privileges.
    caller: {
      id: claims.owner_id,
      email: row.email,
      isSuperuser: false,
      sessionId: `embed:${claims.visitor}`,
      partnerVisitor: partnerVisitor(services, claims, row.site),
    },
  };
}

export function allowsCommander(site: SiteRow, origin: string): boolean {
  return site.widgets.includes('commander') && site.allowedOrigins.includes(origin);
}

/** Throttles of one visitor's message, or the wait in ms before the next one is let through. */
export async function visitorMessageWait(
  services: Services,
  claims: VisitorClaims,
  siteMessages: Throttle,
): Promise<number | null> {
  let wait: number | null = null;
  for (const [key, throttle] of [
    [`embed:commanderVisitor:${claims.visitor}`, VISITOR_MESSAGES],
    [`embed:siteMessages:${claims.site_id}`, siteMessages],
  ] as const) {
    const over = await overThrottle(services.limiter, key, throttle);
    if (over !== null) {
      wait = Math.max(wait ?? 0, over);
    }
  }
  return wait;
}
