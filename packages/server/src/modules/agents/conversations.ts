// Conversations: the chat sessions and their messages. Starting one meters a conversation start
// and logs it; each agent answer is metered (the single place every model call is counted),
// added to the session's tokens and, for a specialised agent, logged as a result. The chat
// writes through these functions; the account area reads, exports and deletes.
import { randomUUID } from 'node:crypto';
import { CONVERSATION_TITLE_MAX_LENGTH } from '@sppock/sdk/domain';
import { and, asc, count, desc, eq, isNull, type Placeholder, sql } from 'drizzle-orm';
import { DAY } from '../../clock.ts';
import type { components } from '../../contract/generated.ts';
import type { Executor } from '../../db/client.ts';
import { asValueOf, preparedWrites, type WriteSlots } from '../../db/one-statement.ts';
import { activityRow, recordActivity } from '../accounts/activities/activities.ts';
import { activities } from '../accounts/activities/schema.ts';
import { type BranchMessage, branchTo } from '../conversations/branches.ts';
import { chatMessages, chatSessions } from '../conversations/schema.ts';
import { llmCalls } from '../metering/schema.ts';
import {
  llmCallRow,
  type MeteredCall,
  markConversationDeleted,
  recordConversationStart,
} from '../metering/usage.ts';
import { AGENT_RESULT_ACTIVITY, type AgentType, agentName, COMMANDER } from './catalog.ts';

export type ChatSessionRow = typeof chatSessions.$inferSelect;
type Conversation = components['schemas']['AgentConversation'];
type ConversationExport = components['schemas']['AgentConversationExport'];

/** A conversation is 'Ativa' while it had a message in the last 24 hours. */
export const ACTIVE_WINDOW_MS = DAY;

export async function startConversation(
  executor: Executor,
  /** `id`: one reserved beforehand (a partner site's visitor's); absent, a new one. */
  input: { userId: number; agent: AgentType; title: string; at: Date; id?: string },
): Promise<ChatSessionRow> {
  const { at } = input;
  const [session] = await executor
    .insert(chatSessions)
    .values({
      id: input.id ?? randomUUID(),
      userId: input.userId,
      agentType: input.agent,
      title: input.title.trim().slice(0, 200),
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (!session) {
    throw new Error('Falha ao criar a conversa.');
  }
  await recordConversationStart(executor, {
    userId: input.userId,
    sessionId: session.id,
    agent: input.agent,
    at,
  });
  await recordActivity(
    executor,
    input.userId,
    { kind: 'conversation_started', conversation: session.title, agentName: agentName(input.agent) },
    at,
  );
  return session;
}

/** The user's message and the branch shown, in one statement. */
const userMessageWrites = preparedWrites<{
  message: typeof chatMessages.$inferInsert;
  conversation: { id: string; at: Date; leaf: string };
}>((executor, { message, conversation }) => [
  executor.insert(chatMessages).values(message),
  executor
    .update(chatSessions)
    .set({
      updatedAt: asValueOf(chatSessions.updatedAt, conversation.at),
      leafMessageId: asValueOf(chatSessions.leafMessageId, conversation.leaf),
    })
    .where(eq(chatSessions.id, conversation.id)),
]);

/**
 * Stores the user's message under `parentId` (the last message of the branch shown, or, for an
 * edit, the edited message's parent) and shows its branch.
 */
export async function appendUserMessage(
  executor: Executor,
  session: ChatSessionRow,
  content: string,
  at: Date,
  parentId: string | null,
): Promise<string> {
  const id = randomUUID();
  await userMessageWrites(executor, {
    message: { id, sessionId: session.id, parentId, role: 'user', content, createdAt: at },
    conversation: { id: session.id, at, leaf: id },
  });
  return id;
}

/** How fast an answer came and how much of the model's window its prompt used (issue 29). */
export interface AnswerTiming {
  /** Milliseconds from the call's start to the first text. */
  firstTokenMs: number;
  /** Output tokens per second after the first text; null when there was no time to measure. */
  tokensPerSecond: number | null;
  /** Tokens of the prompt sent. */
  promptTokens: number;
  /** The model's context window; null when unknown. */
  contextWindow: number | null;
}

export interface AgentReply {
  /** The message id, when it was announced before the answer was saved (streaming). */
  id?: string;
  content: string;
  /** The user stopped the answer: `content` is the part received. */
  stopped?: boolean;
  /** The agent that answered (the Commander routes to a specialised one). */
  agentUsed: AgentType;
  confidence?: number | null;
  /** The model call behind the answer, metered here. */
  call: Omit<MeteredCall, 'userId' | 'sessionId' | 'agent' | 'at'>;
  /** The message answered (the answer's parent in the session's tree). */
  parentId: string | null;
  /** Measured around the model call; absent for answers that were not timed. */
  timing?: AnswerTiming | undefined;
  at: Date;
}

type AnswerRows = {
  answer: typeof chatMessages.$inferInsert;
  call: typeof llmCalls.$inferInsert;
  conversation: { id: string; at: Date; leaf: string; tokens: number };
};

/** An agent's answer and its metered call (the first writes of its statement). */
function answerAndCall(executor: Executor, slots: WriteSlots<AnswerRows>) {
  return [executor.insert(chatMessages).values(slots.answer), executor.insert(llmCalls).values(slots.call)];
}

/** The conversation's branch shown and its tokens, after an answer (the last write of its statement). */
function conversationAfterAnswer(executor: Executor, { conversation }: WriteSlots<AnswerRows>) {
  return executor
    .update(chatSessions)
    .set({
      updatedAt: asValueOf(chatSessions.updatedAt, conversation.at),
      leafMessageId: asValueOf(chatSessions.leafMessageId, conversation.leaf),
      totalTokensUsed: sql`${chatSessions.totalTokensUsed} + ${conversation.tokens}`,
    })
    .where(eq(chatSessions.id, conversation.id));
}

const answerWrites = preparedWrites<AnswerRows>((executor, slots) => [
  ...answerAndCall(executor, slots),
  conversationAfterAnswer(executor, slots),
]);

/** The same, with the activity a specialised agent's result logs. */
const loggedAnswerWrites = preparedWrites<AnswerRows & { activity: typeof activities.$inferInsert }>(
  (executor, slots) => [
    ...answerAndCall(executor, slots),
    executor.insert(activities).values(slots.activity),
    conversationAfterAnswer(executor, slots),
  ],
);

export async function appendAgentReply(
  executor: Executor,
  session: ChatSessionRow,
  reply: AgentReply,
): Promise<string> {
  const id = reply.id ?? randomUUID();
  const timing = reply.timing;
  const rows = {
    answer: {
      id,
      sessionId: session.id,
      parentId: reply.parentId,
      role: 'assistant',
      content: reply.content,
      agentUsed: reply.agentUsed,
      confidence: reply.confidence ?? null,
      stopped: reply.stopped ?? false,
      firstTokenMs: timing?.firstTokenMs ?? null,
      tokensPerSecond: timing?.tokensPerSecond ?? null,
      promptTokens: timing?.promptTokens ?? null,
      contextWindow: timing?.contextWindow ?? null,
      createdAt: reply.at,
    },
    call: llmCallRow({
      ...reply.call,
      userId: session.userId,
      sessionId: session.id,
      agent: reply.agentUsed,
      at: reply.at,
    }),
    conversation: {
      id: session.id,
      at: reply.at,
      leaf: id,
      tokens: reply.call.inputTokens + reply.call.outputTokens,
    },
  };
  const result = AGENT_RESULT_ACTIVITY[reply.agentUsed];
  // The answer, its usage, the conversation's tokens and the activity: one statement, so the
  // answer is never stored without its usage (nor the usage twice) even outside a transaction.
  if (result && reply.call.outcome === 'ok') {
    const activity = activityRow(
      session.userId,
      {
        kind: 'agent_result',
        title: result.title,
        icon: result.icon,
        conversation: session.title,
        agentName: agentName(reply.agentUsed),
      },
      reply.at,
    );
    await loggedAnswerWrites(executor, { ...rows, activity });
  } else {
    await answerWrites(executor, rows);
  }
  return id;
}

/** The Commander is the single entry point: through it every conversation is reachable. */
function agentScope(agent: AgentType) {
  return agent === COMMANDER ? undefined : eq(chatSessions.agentType, agent);
}

/** The user's conversations (not deleted), newest activity first. */
export async function listConversations(
  executor: Executor,
  userId: number,
  agent: AgentType,
  now: Date,
): Promise<Conversation[]> {
  const rows = await executor
    .select({ session: chatSessions, messages: count(chatMessages.id) })
    .from(chatSessions)
    .leftJoin(chatMessages, eq(chatMessages.sessionId, chatSessions.id))
    .where(and(eq(chatSessions.userId, userId), isNull(chatSessions.deletedAt), agentScope(agent)))
    .groupBy(chatSessions.id)
    .orderBy(...PINNED_FIRST);
  return rows.map(({ session, messages }) => conversationView(session, Number(messages), now));
}

/** The lists' order: pinned conversations first (the last pinned on top), then by last activity. */
export const PINNED_FIRST = [
  sql`${chatSessions.pinnedAt} desc nulls last`,
  desc(chatSessions.updatedAt),
  desc(chatSessions.createdAt),
] as const;

function conversationView(session: ChatSessionRow, messages: number, now: Date): Conversation {
  return {
    id: session.id,
    session_id: session.id,
    agent: session.agentType as AgentType,
    title: session.title,
    date: session.updatedAt.toISOString(),
    messages,
    status: now.getTime() - session.updatedAt.getTime() < ACTIVE_WINDOW_MS ? 'Ativa' : 'Concluída',
    total_tokens_used: session.totalTokensUsed,
    pinned_at: session.pinnedAt ? session.pinnedAt.toISOString() : null,
  };
}

/** The most characters a title the user types may have (a title from a first message is cut at 200). */
export const MAX_CONVERSATION_TITLE = CONVERSATION_TITLE_MAX_LENGTH;

/**
 * Renames and/or pins (or unpins) a conversation (issue 29). Neither is activity: the last
 * activity date, and so the 'Ativa' status and the order among the unpinned, stay as they were.
 */
export async function updateConversation(
  executor: Executor,
  session: ChatSessionRow,
  change: { title?: string; pinned?: boolean },
  now: Date,
): Promise<Conversation> {
  const set: Partial<typeof chatSessions.$inferInsert> = {};
  if (change.title !== undefined) {
    set.title = change.title;
  }
  if (change.pinned !== undefined) {
    // Pinning a pinned conversation keeps its place among the pinned.
    set.pinnedAt = change.pinned ? (session.pinnedAt ?? now) : null;
  }
  const [updated] = await executor
    .update(chatSessions)
    .set(set)
    .where(eq(chatSessions.id, session.id))
    .returning();
  const [counted] = await executor
    .select({ messages: count() })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, session.id));
  return conversationView(updated ?? session, Number(counted?.messages ?? 0), now);
}

/** The user's conversation `sessionId`, not deleted, reachable through `agent`: the condition on its row. */
export function ownConversation(
  userId: number | Placeholder,
  agent: AgentType,
  sessionId: string | Placeholder,
) {
  return and(
    eq(chatSessions.id, sessionId),
    eq(chatSessions.userId, userId),
    isNull(chatSessions.deletedAt),
    agentScope(agent),
  );
}

/** One of the user's conversations, if it exists, is not deleted and is reachable through `agent`. */
export async function findConversation(
  executor: Executor,
  userId: number,
  agent: AgentType,
  sessionId: string,
): Promise<ChatSessionRow | null> {
  const [session] = await executor
    .select()
    .from(chatSessions)
    .where(ownConversation(userId, agent, sessionId));
  return session ?? null;
}

type ChatMessageRow = typeof chatMessages.$inferSelect;

/** Creation order: oldest first, a user message before the answer stored at the same instant. */
export const MESSAGE_ORDER = [asc(chatMessages.createdAt), desc(chatMessages.role), asc(chatMessages.id)];

/**
 * The messages of the branch shown (issue 29), first message first, each with its place among
 * its versions: what the chat shows, the export writes and a share link copies. One statement.
 */
export async function shownBranchMessages(
  executor: Executor,
  session: Pick<ChatSessionRow, 'id' | 'leafMessageId'>,
): Promise<BranchMessage<ChatMessageRow>[]> {
  const messages = await executor
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, session.id))
    .orderBy(...MESSAGE_ORDER);
  return branchTo(messages, session.leafMessageId);
}

export async function exportConversation(
  executor: Executor,
  session: ChatSessionRow,
  now: Date,
): Promise<ConversationExport> {
  const messages = await shownBranchMessages(executor, session);
  return {
    session_id: session.id,
    agent: session.agentType as AgentType,
    title: session.title,
    created_at: session.createdAt.toISOString(),
    exported_at: now.toISOString(),
    messages: messages.map((message) => ({
      id: message.id,
      role: message.role as 'user' | 'assistant',
      content: message.content,
      timestamp: message.createdAt.toISOString(),
      ...(message.role === 'assistant' && message.agentUsed
        ? { agent_used: message.agentUsed as AgentType }
        : {}),
    })),
  };
}

/** Deletes a conversation: it leaves the lists, its start keeps counting in the plan's usage. */
export async function deleteConversation(
  executor: Executor,
  session: ChatSessionRow,
  now: Date,
): Promise<boolean> {
  const [deleted] = await executor
    .update(chatSessions)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(chatSessions.id, session.id), isNull(chatSessions.deletedAt)))
    .returning({ id: chatSessions.id });
  if (!deleted) {
    return false;
  }
  await markConversationDeleted(executor, { userId: session.userId, sessionId: session.id, at: now });
  return true;
}
