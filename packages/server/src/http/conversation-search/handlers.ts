// The search across the user's conversations (issue 29): the contract's operation wired to
// modules/conversation-search. Only a signed-in user reaches it (a partner site's visitor token is
// no access token: 401), and only for their own conversations.
import { defineOperations } from '../../contract/define.ts';
import type { Issue } from '../../contract/validation.ts';
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
      const page = await searchConversations(services, {
        userId: user.id,
        query: query.q,
        limit: query.limit ?? DEFAULT_RESULTS,
        cursor,
      });
      return { status: 200, body: { success: true, ...page } };
    },
  },
});
