// Search across every conversation of the user (issue 29): the messages of their own chat
// sessions (the Commander and the specialised agents) and of their own sessions with the custom
// agents they may still use. Scoped by the caller's id in the query itself: no other person's
// message (a team member's, another account's) can match. Keyset pages.
import { type SQL, sql } from 'drizzle-orm';
import type { Services } from '../../services.ts';
import { storedAgentName } from '../agents/catalog.ts';
import { isFail, teamAccess } from '../custom-agents/access.ts';
import { MATCH_END, MATCH_START, matchRanges, type Passage, passageOf } from './passage.ts';
import { encodeCursor, type SearchCursor, searchTerms } from './query.ts';

export interface ConversationSearchHit {
  conversation_id: string;
  source: 'agent' | 'custom_agent';
  agent: string;
  agent_name: string;
  title: string;
  message_id: string;
  role: 'user' | 'assistant';
  date: string;
  passage: Passage;
}

export interface ConversationSearchPage {
  results: ConversationSearchHit[];
  next_cursor: string | null;
}

interface HitRow extends Record<string, unknown> {
  source: 'agent' | 'custom_agent';
  conversation_id: string;
  agent: string;
  custom_agent_name: string | null;
  title: string;
  message_id: string;
  role: string;
  created_at: Date | string;
  conversation_key: string;
  at_key: string;
  content: string;
  marked: string;
}

/** The tsquery of what was typed: the words as websearch reads them, and the last word as it is being typed. */
function tsqueryOf(query: string): SQL {
  const { words, prefix } = searchTerms(query);
  const web = sql`websearch_to_tsquery('portuguese'::regconfig, sppock_search_fold(${words}))`;
  if (prefix === null) {
    return web;
  }
  // The last word whole (its stem: 'planejam' finds 'planejar') or as the start of a word as
  // written ('pasc' finds 'páscoa'). A prefix of the stem would widen a whole word: 'forno' is
  // stemmed 'forn', and 'forn:*' would find 'fornecedores'.
  const folded = sql`sppock_search_fold(${prefix})`;
  const start = sql`(to_tsquery('portuguese'::regconfig, ${folded}) || to_tsquery('simple'::regconfig, ${folded} || ':*'))`;
  return words ? sql`(${web} && ${start})` : start;
}

/**
 * The custom agents' sessions the user may open: their own, with an agent of their team that
 * they may still use (the rule of custom-agents/access.ts `canUse`); none outside Enterprise.
 */
async function customAgentScope(services: Services, userId: number): Promise<SQL | null> {
  const access = await teamAccess(services, userId);
  if (isFail(access)) {
    return null;
  }
  const usable =
    access.role === 'owner'
      ? sql`true`
      : access.canCreate
        ? sql`(a.audience = 'team' or a.created_by = ${userId})`
        : sql`a.audience = 'team'`;
  return sql`a.owner_id = ${access.ownerId} and ${usable}`;
}

export async function searchConversations(
  services: Services,
  input: { userId: number; query: string; limit: number; cursor: SearchCursor | null },
): Promise<ConversationSearchPage> {
  const { userId, limit, cursor } = input;
  // Conversations by their last activity, then their newest messages: the same order as the
  // list, and an order an index gives (the user's sessions by updated_at), so a common word
  // stops after the first conversations and a rare one is found through the GIN index.
  const after = (session: SQL) =>
    cursor
      ? sql`and ${session}.updated_at <= ${cursor.conversationAt}::timestamptz
            and (${session}.updated_at, ${session}.id::text, m.created_at, m.id::text)
              < (${cursor.conversationAt}::timestamptz, ${cursor.conversationId}, ${cursor.at}::timestamptz, ${cursor.messageId})`
      : sql``;
  // Written out wherever it is used, never through a CTE: folded into a constant at planning,
  // its selectivity lets the planner choose between walking the newest conversations (a common
  // word) and the GIN index (a rare one); behind a CTE it guesses, and always takes the index.
  const query = tsqueryOf(input.query);
  const customScope = await customAgentScope(services, userId);
  const messagesOf = (await isRare(services, query))
    ? // Few messages anywhere have the words: read them through the index first (OFFSET 0 keeps
      // the planner from walking every conversation of the user, its guess for an unknown word).
      sql`(select * from chat_messages where search_vector @@ ${query} offset 0)`
    : sql`chat_messages`;
  const customHits = customScope
    ? sql`
      union all
      select 'custom_agent' as source, s.id as conversation_id, s.updated_at as conversation_at,
             a.id as agent, a.name as custom_agent_name, s.title, m.id as message_id, m.role, m.created_at,
             m.content
        from custom_agent_messages m
        join custom_agent_sessions s on s.id = m.session_id
        join custom_agents a on a.id = s.agent_id
       where s.user_id = ${userId} and ${customScope} and m.search_vector @@ ${query} ${after(sql`s`)}`
    : sql``;
  const result = await services.db.execute<HitRow>(sql`
    select page.*, page.conversation_at::text as conversation_key, page.created_at::text as at_key,
           ts_headline('portuguese'::regconfig, sppock_search_fold(page.content), ${query},
                       ${`HighlightAll=true, StartSel=${MATCH_START}, StopSel=${MATCH_END}`}) as marked
      from (
        select 'agent' as source, s.id::text as conversation_id, s.updated_at as conversation_at,
               s.agent_type as agent, null::text as custom_agent_name, s.title, m.id::text as message_id,
               m.role, m.created_at, m.content
          from chat_sessions s
          join ${messagesOf} m on m.session_id = s.id
         where s.user_id = ${userId} and s.deleted_at is null and m.search_vector @@ ${query} ${after(sql`s`)}
        ${customHits}
        order by conversation_at desc, conversation_id desc, created_at desc, message_id desc
        limit ${limit + 1}
      ) page
     order by page.conversation_at desc, page.conversation_id desc, page.created_at desc, page.message_id desc`);
  const rows = (result as unknown as { rows: HitRow[] }).rows;
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    results: page.map(hitOf),
    next_cursor:
      rows.length > limit && last
        ? encodeCursor({
            conversationAt: last.conversation_key,
            conversationId: last.conversation_id,
            at: last.at_key,
            messageId: last.message_id,
          })
        : null,
  };
}

/** Above this many matching messages (of anyone), walking the newest conversations wins. */
const RARE_BELOW = 1000;

/** Whether fewer than RARE_BELOW chat messages have the words: a capped look at the GIN index. */
async function isRare(services: Services, query: SQL): Promise<boolean> {
  const result = await services.db.execute<{ found: number }>(sql`
    select count(*)::int as found
      from (select 1 from chat_messages where search_vector @@ ${query} limit ${RARE_BELOW}) probe`);
  const [row] = (result as unknown as { rows: { found: number }[] }).rows;
  return Number(row?.found ?? 0) < RARE_BELOW;
}

function hitOf(row: HitRow): ConversationSearchHit {
  return {
    conversation_id: row.conversation_id,
    source: row.source,
    agent: row.agent,
    agent_name: row.custom_agent_name ?? storedAgentName(row.agent),
    title: row.title,
    message_id: row.message_id,
    role: row.role === 'assistant' ? 'assistant' : 'user',
    date: new Date(row.created_at).toISOString(),
    passage: passageOf(row.content, matchRanges(row.content, row.marked)),
  };
}
