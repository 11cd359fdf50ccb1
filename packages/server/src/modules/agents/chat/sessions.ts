// Chat sessions as the chat endpoint shows them (the contract's ChatSession and ChatMessage), on
// the same tables the account area reads (conversations.ts): one conversation, two views.
import { and, count, eq, isNull, type Placeholder, sql } from 'drizzle-orm';
import type { components } from '../../../contract/generated.ts';
import type { Executor } from '../../../db/client.ts';
import { type BranchMessage, branchTo, newestLeafUnder } from '../../conversations/branches.ts';
import { chatMessages, chatSessions } from '../../conversations/schema.ts';
import { chatFiles } from '../../files/schema.ts';
import { rememberedFactsOf } from '../../memory/chat.ts';
import type { RoutedAgent } from '../../routing/labels.ts';
import type { AgentType } from '../catalog.ts';
import { type ChatSessionRow, MESSAGE_ORDER, ownConversation, PINNED_FIRST } from '../conversations.ts';
import { chatClarifications, chatFeedback } from '../schema.ts';
import { type ChatClarification, clarificationOf } from './clarifications.ts';
import { DEFAULT_SESSION_TITLE } from './messages.ts';

type ChatSession = components['schemas']['ChatSession'];
type ChatMessage = components['schemas']['ChatMessage'];

/** Characters of the first message kept as the session's title. */
export const TITLE_FROM_MESSAGE_CHARS = 60;

export function toChatSession(session: ChatSessionRow, messageCount: number): ChatSession {
  return {
    id: session.id,
    title: session.title,
    agent_type: session.agentType as AgentType,
    created_at: session.createdAt.toISOString(),
    updated_at: session.updatedAt.toISOString(),
    message_count: messageCount,
    total_tokens_used: session.totalTokensUsed > 0 ? session.totalTokensUsed : null,
    pinned_at: session.pinnedAt ? session.pinnedAt.toISOString() : null,
  };
}

/** The user's sessions with one agent (not deleted), newest activity first, one page. */
export async function listChatSessions(
  executor: Executor,
  userId: number,
  agent: AgentType,
  page: { offset: number; limit: number } = { offset: 0, limit: 500 },
): Promise<{ sessions: ChatSession[]; total: number }> {
  const scope = and(
    eq(chatSessions.userId, userId),
    eq(chatSessions.agentType, agent),
    isNull(chatSessions.deletedAt),
  );
  const rows = await executor
    .select({ session: chatSessions, messages: count(chatMessages.id) })
    .from(chatSessions)
    .leftJoin(chatMessages, eq(chatMessages.sessionId, chatSessions.id))
    .where(scope)
    .groupBy(chatSessions.id)
    .orderBy(...PINNED_FIRST)
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await executor.select({ total: count() }).from(chatSessions).where(scope);
  return {
    sessions: rows.map(({ session, messages }) => toChatSession(session, Number(messages))),
    total: Number(total?.total ?? 0),
  };
}

export interface StoredMessage {
  id: string;
  /** The message before it on its branch (null for a first message). */
  parentId: string | null;
  role: 'user' | 'assistant';
  content: string;
  agentUsed: string | null;
  confidence: number | null;
  stopped: boolean;
  createdAt: Date;
  firstTokenMs: number | null;
  tokensPerSecond: number | null;
  promptTokens: number | null;
  contextWindow: number | null;
  /** The file sent with a user message (document analysis). */
  file?: ChatMessage['file'];
  /** A question back of the Commander: its choices and, once made, the choice. */
  clarification?: ChatClarification;
}

/** A message of the branch shown, with its place among its versions. */
export type ShownMessage = BranchMessage<StoredMessage>;

/** The messages of the session's branch shown (issue 29), first message first. */
export async function sessionMessages(
  executor: Executor,
  session: Pick<ChatSessionRow, 'id' | 'leafMessageId'>,
): Promise<ShownMessage[]> {
  return branchTo(await sessionTree(executor, session.id), session.leafMessageId);
}

/**
 * Shows the branch of `messageId` (issue 29, `< 1/2 >`): the path to it and, below it, the newest
 * version of each answer. Null when the message is not the session's.
 */
export async function selectBranch(
  executor: Executor,
  session: Pick<ChatSessionRow, 'id'>,
  messageId: string,
): Promise<ShownMessage[] | null> {
  const tree = await sessionTree(executor, session.id);
  if (!tree.some((message) => message.id === messageId)) {
    return null;
  }
  const leaf = newestLeafUnder(tree, messageId);
  // Showing another branch is not activity: the conversation keeps its place in the lists.
  await executor.update(chatSessions).set({ leafMessageId: leaf }).where(eq(chatSessions.id, session.id));
  return branchTo(tree, leaf);
}

/**
 * Every message of the session, every branch, in creation order (oldest first, a user message
 * before the answer at the same instant): `branches.ts` picks a path from them.
 */
export async function sessionTree(executor: Executor, sessionId: string): Promise<StoredMessage[]> {
  const result = (await executor.execute(sql`select ${treeOf(sessionId)} as tree`)) as unknown as {
    rows: { tree: StoredTreeJson }[];
  };
  const [row] = result.rows;
  return row ? treeFrom(row.tree) : [];
}

/**
 * The user's conversation (as {@link findConversation} finds it) and its tree (as
 * {@link sessionTree} reads it) in one statement: a send reads both. With `facts`, the user's
 * remembered facts too (memory/chat.ts's `rememberedFacts`), which the answer's prompt carries.
 * Null when it is not theirs.
 */
export async function conversationWithTree(
  executor: Executor,
  userId: number,
  agent: AgentType,
  sessionId: string,
  options: { facts?: boolean } = {},
): Promise<{ session: ChatSessionRow; tree: StoredMessage[]; facts: string[] | null } | null> {
  const [row] = await conversationRead(executor, agent, options.facts === true).execute({
    userId,
    sessionId,
  });
  if (!row) {
    return null;
  }
  return { session: row.session, tree: treeFrom(row.tree), facts: options.facts ? (row.facts ?? []) : null };
}

/** {@link conversationWithTree}'s statement for each agent, with the facts or without, per database. */
const conversationReads = new WeakMap<Executor, Map<string, ReturnType<typeof prepareConversationRead>>>();

/**
 * {@link conversationWithTree}'s statement, built once (its values as placeholders) for each case
 * and database and only run after: building it from Drizzle's builders at every send cost more of
 * the server's thread than running it (issue 28). A transaction's is built each time.
 */
function conversationRead(executor: Executor, agent: AgentType, facts: boolean) {
  const key = `${agent}:${facts}`;
  let reads = conversationReads.get(executor);
  if (!reads) {
    reads = new Map();
    conversationReads.set(executor, reads);
  }
  let read = reads.get(key);
  if (!read) {
    read = prepareConversationRead(executor, agent, facts);
    reads.set(key, read);
  }
  return read;
}

function prepareConversationRead(executor: Executor, agent: AgentType, facts: boolean) {
  const userId = sql.placeholder('userId');
  const sessionId = sql.placeholder('sessionId');
  return executor
    .select({
      session: chatSessions,
      tree: treeOf(sessionId),
      facts: facts ? rememberedFactsOf(userId) : sql<null>`null`,
    })
    .from(chatSessions)
    .where(ownConversation(userId, agent, sessionId))
    .prepare(`conversation_with_tree_${agent}_${facts ? 'facts' : 'plain'}`);
}

/**
 * The session's messages as JSON (every chat message reads the history, and it grows with the
 * conversation): one value for the driver to parse instead of a row per message, and the files
 * and questions back of the session beside them, each read with its own index — joined here, not
 * per message in the database, in {@link MESSAGE_ORDER}.
 */
function treeOf(sessionId: string | Placeholder) {
  return sql<StoredTreeJson>`json_build_object(
    'messages', (select json_agg(json_build_object(
        'id', id, 'parentId', parent_id, 'role', role, 'content', content,
        'agentUsed', agent_used, 'confidence', confidence, 'stopped', stopped,
        'createdAt', created_at, 'firstTokenMs', first_token_ms,
        'tokensPerSecond', tokens_per_second, 'promptTokens', prompt_tokens,
        'contextWindow', context_window)
      order by ${sql.join(MESSAGE_ORDER, sql`, `)})
      from ${chatMessages} where session_id = ${sessionId}),
    'files', (select json_agg(json_build_object(
        'messageId', message_id, 'id', id, 'name', filename, 'size', size_bytes) order by created_at, id)
      from ${chatFiles} where session_id = ${sessionId} and message_id is not null),
    'questions', (select json_agg(json_build_object(
        'messageId', message_id, 'first', first_agent, 'second', second_agent, 'chosen', chosen_agent))
      from ${chatClarifications} where session_id = ${sessionId}))`;
}

/** The tree as {@link treeOf} reads it (JSON: times as text, an empty list as null). */
interface StoredTreeJson {
  messages:
    | (Omit<StoredMessage, 'role' | 'file' | 'clarification' | 'createdAt'> & {
        role: string;
        createdAt: string;
      })[]
    | null;
  files: { messageId: string; id: string; name: string; size: number }[] | null;
  questions: { messageId: string; first: string; second: string; chosen: string | null }[] | null;
}

function treeFrom(tree: StoredTreeJson): StoredMessage[] {
  const files = new Map<string, ChatMessage['file']>();
  // A message keeps the first file stored with it.
  for (const file of tree.files ?? []) {
    if (!files.has(file.messageId)) {
      files.set(file.messageId, {
        id: file.id,
        name: file.name,
        url: `/api/files/${file.id}/`,
        size: file.size,
      });
    }
  }
  const questions = new Map((tree.questions ?? []).map((question) => [question.messageId, question]));
  return (tree.messages ?? []).map((row) => {
    const file = files.get(row.id);
    const question = questions.get(row.id);
    return {
      ...(file ? { file } : {}),
      ...(question
        ? {
            clarification: clarificationOf(
              [question.first as RoutedAgent, question.second as RoutedAgent],
              question.chosen as AgentType | null,
            ),
          }
        : {}),
      ...row,
      role: row.role as 'user' | 'assistant',
      createdAt: new Date(row.createdAt),
    };
  });
}

export function toChatMessage(message: ShownMessage): ChatMessage {
  const place = {
    parent_id: message.parentId,
    sibling_index: message.siblingIndex,
    sibling_count: message.siblingCount,
    sibling_ids: message.siblingIds,
  };
  if (message.role === 'user') {
    return {
      id: message.id,
      role: 'user',
      content: message.content,
      timestamp: message.createdAt.toISOString(),
      ...place,
      ...(message.file ? { file: message.file } : {}),
    };
  }
  return {
    id: message.id,
    role: 'assistant',
    content: message.content,
    timestamp: message.createdAt.toISOString(),
    ...place,
    ...(message.firstTokenMs === null
      ? {}
      : { timing: { first_token_ms: message.firstTokenMs, tokens_per_second: message.tokensPerSecond } }),
    ...(message.promptTokens === null
      ? {}
      : { context: { tokens: message.promptTokens, window: message.contextWindow } }),
    ...(message.agentUsed ? { agent_used: message.agentUsed as AgentType } : {}),
    ...(message.confidence === null ? {} : { confidence: message.confidence }),
    stopped: message.stopped,
    ...(message.clarification ? { clarification: message.clarification } : {}),
  };
}

/** 'Nova conversa' becomes the start of the first message (one line, cut at a word). */
export function titleFromMessage(message: string): string {
  const line = message.replace(/\s+/g, ' ').trim();
  if (line.length <= TITLE_FROM_MESSAGE_CHARS) {
    return line;
  }
  const cut = line.slice(0, TITLE_FROM_MESSAGE_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > 20 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Titles a session from its first message, only while it still has the default title. */
export async function titleSessionFromMessage(
  executor: Executor,
  session: ChatSessionRow,
  message: string,
): Promise<ChatSessionRow> {
  if (session.title !== DEFAULT_SESSION_TITLE) {
    return session;
  }
  const title = titleFromMessage(message);
  if (!title) {
    return session;
  }
  await executor
    .update(chatSessions)
    .set({ title })
    .where(and(eq(chatSessions.id, session.id), eq(chatSessions.title, DEFAULT_SESSION_TITLE)));
  return { ...session, title };
}

/** An assistant message of the session (feedback rates answers only). */
export async function findAnswer(executor: Executor, sessionId: string, messageId: string) {
  const [row] = await executor
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.id, messageId),
        eq(chatMessages.sessionId, sessionId),
        eq(chatMessages.role, 'assistant'),
      ),
    );
  return row ?? null;
}

/** Records a rating; a new one for the same answer (or session) replaces the previous one. */
export async function saveFeedback(
  executor: Executor,
  input: { sessionId: string; messageId: string | null; type: string; comment: string | null; at: Date },
): Promise<void> {
  const sameTarget = and(
    eq(chatFeedback.sessionId, input.sessionId),
    input.messageId === null ? isNull(chatFeedback.messageId) : eq(chatFeedback.messageId, input.messageId),
  );
  await executor.delete(chatFeedback).where(sameTarget);
  await executor.insert(chatFeedback).values({
    sessionId: input.sessionId,
    messageId: input.messageId,
    feedbackType: input.type,
    comment: input.comment,
    createdAt: input.at,
  });
}
