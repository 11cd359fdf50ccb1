// Share links (issue 29): the contract's operations wired to modules/share-links. Creating,
// listing and revoking are the signed-in owner's; reading a copy is public (no account), limited
// per IP address, never indexed and never cached, so a revoked link is a 404 at once.
import { defineOperations, retryAfter } from '../../contract/define.ts';
import type { Issue } from '../../contract/validation.ts';
import { overThrottle, type Throttle } from '../../infra/rate-limit.ts';
import {
  createShareLink,
  listShareLinks,
  MAX_ACTIVE_SHARE_LINKS,
  readSharedConversation,
  revokeShareLink,
} from '../../modules/share-links/links.ts';
import { SHARE_LINK_MESSAGES as M } from '../../modules/share-links/messages.ts';

/** Reads of shared conversations per IP address: a person reading, not a token guesser. */
export const SHARED_READS_PER_IP: Throttle = [60, 60_000];

/** Search engines leave the copy out; no cache keeps it past a revocation. */
export const SHARED_HEADERS = { 'x-robots-tag': 'noindex, nofollow', 'cache-control': 'no-store' } as const;

const createInvalidMessage = (issues: Issue[]) => {
  const fields = new Set(issues.map((issue) => issue.field));
  if (fields.has('source')) {
    return M.invalidSource;
  }
  if (fields.has('session_id')) {
    return M.invalidSession;
  }
  if (fields.has('expires_in_days')) {
    return M.invalidExpiry;
  }
  return M.invalidBody;
};

export const shareLinkOperations = defineOperations({
  shareLinksCreate: {
    invalidMessage: createInvalidMessage,
    handler: async ({ body, user, services }) => {
      const result = await createShareLink(services, {
        userId: user.id,
        source: body.source,
        sessionId: body.session_id,
        expiresInDays: body.expires_in_days ?? null,
      });
      switch (result.kind) {
        case 'not_found':
          return { status: 404, body: { success: false, error: M.conversationNotFound } };
        case 'limit':
          return { status: 409, body: { success: false, error: M.tooManyLinks(MAX_ACTIVE_SHARE_LINKS) } };
        case 'created':
          return { status: 201, body: { success: true, link: result.link, token: result.token } };
        default:
          return result satisfies never;
      }
    },
  },

  shareLinksList: {
    handler: async ({ user, services }) => ({
      status: 200,
      body: { success: true, ...(await listShareLinks(services, user.id)) },
    }),
  },

  shareLinksRevoke: {
    notFoundMessage: M.linkNotFound,
    handler: async ({ params, user, services }) => {
      if (!(await revokeShareLink(services, user.id, params.id))) {
        return { status: 404, body: { success: false, error: M.linkNotFound } };
      }
      return { status: 200, body: { success: true, message: M.revoked } };
    },
  },

  shareLinksRead: {
    notFoundMessage: M.sharedNotFound,
    handler: async ({ params, services, request }) => {
      const wait = await overThrottle(
        services.limiter,
        `sharedReadsPerIp:${request.ip}`,
        SHARED_READS_PER_IP,
      );
      if (wait !== null) {
        return {
          status: 429,
          body: { success: false, error: M.tooManyReads },
          headers: { ...SHARED_HEADERS, ...retryAfter(wait) },
        };
      }
      const shared = await readSharedConversation(services, params.token);
      if (!shared) {
        return { status: 404, body: { success: false, error: M.sharedNotFound }, headers: SHARED_HEADERS };
      }
      return { status: 200, body: shared, headers: SHARED_HEADERS };
    },
  },
});
