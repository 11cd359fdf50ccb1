// The search across the user's conversations (issue 29): the contract's operation wired to
// modules/conversation-search. Only a signed-in user reaches it (a partner site's visitor token is
// no access token: 401), and only for their own conversations.
import { defineOperations } from '../../contract/define.ts';
import type { Issue } from '../../contract/validation.ts';
import { sqlState } from '../../infra/log-errors.ts';
import { CONVERSATION_SEARCH_MESSAGES as M } from '../../modules/conversation-search/messages.ts';
import { DEFAULT_RESULTS, decodeCursor } from '../../modules/conversation-search/query.ts';
import { searchConversations } from '../../modules/conversation-search/search.ts';

const invalidMessage = (issues: Issue[]) => {
  const q = issues.find((issue) => issue.field === 'q');
  if (q) {
    return q.keyword === 'maxLength' ? M.queryTooLong : M.emptyQuery;
  }
  return issues.some((issue) => issue.field === 'cursor') ? M.invalidCursor : M.invalidLimit;
};

/** SQLSTATEs of a date/time the database cannot read (invalid format, field out of range). */
const DATE_REFUSED = new Set(['22007', '22008']);

export const conversationSearchOperations = defineOperations({
  agentsSearchConversations: {
    invalidMessage,
    handler: async ({ query, user, services }) => {
      if (!query.q.trim()) {
        return { status: 400, body: { success: false, error: M.emptyQuery } };
      }
      const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor);
      if (query.cursor !== undefined && !cursor) {
        return { status: 400, body: { success: false, error: M.invalidCursor } };
      }
      let page: Awaited<ReturnType<typeof searchConversations>>;
      try {
        page = await searchConversations(services, {
          userId: user.id,
          query: query.q,
          limit: query.limit ?? DEFAULT_RESULTS,
          cursor,
        });
      } catch (error) {
        // A cursor shaped like ours with a date the database refuses (month 13): not one we wrote.
        if (cursor && DATE_REFUSED.has(sqlState(error) ?? '')) {
          return { status: 400, body: { success: false, error: M.invalidCursor } };
        }
        throw error;
      }
      return { status: 200, body: { success: true, ...page } };
    },
  },
});
