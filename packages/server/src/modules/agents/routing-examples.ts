// Learning from use (issue 26 item 4): the labelled routing examples a user's own choices leave
// (a choice in a question back, 'Perguntar a outro agente' on a Commander answer), kept in their
// account and exported by them as TSV in the router's data format (routing/data/*.tsv).
import { and, desc, eq, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { chatMessages, chatSessions } from '../conversations/schema.ts';
import { MAX_ROUTED_CHARS, type RoutedAgent } from '../routing/index.ts';
import { COMMANDER } from './catalog.ts';
import { routingExamples } from './schema.ts';

export type RoutingExampleSource = 'clarification' | 'ask_another_agent';

/** The newest examples an export holds at most. */
export const MAX_EXPORTED_EXAMPLES = 5000;

/** The request on one line (tabs and line breaks would break the TSV), as long as the router reads. */
export function exampleText(text: string): string {
  return Array.from(text.replace(/\s+/g, ' ').trim()).slice(0, MAX_ROUTED_CHARS).join('').trim();
}

/** Keeps an example; a second one about the same Commander message replaces the first. */
export async function keepRoutingExample(
  executor: Executor,
  example: {
    userId: number;
    messageId: string;
    text: string;
    label: RoutedAgent;
    routedAgent: string;
    confidence: number;
    source: RoutingExampleSource;
    at: Date;
  },
): Promise<void> {
  const text = exampleText(example.text);
  if (!text) {
    return;
  }
  const row = {
    userId: example.userId,
    messageId: example.messageId,
    text,
    label: example.label,
    routedAgent: example.routedAgent,
    confidence: example.confidence,
    source: example.source,
    createdAt: example.at,
  };
  await executor
    .insert(routingExamples)
    .values(row)
    .onConflictDoUpdate({
      target: routingExamples.messageId,
      set: { label: row.label, source: row.source, createdAt: row.createdAt },
    });
}

/** A Commander answer of the user's, with the request it answered. */
export interface CommanderAnswer {
  messageId: string;
  /** The agent that answered, and the routing confidence shown (0 to 1). */
  agent: string;
  confidence: number;
  requestText: string;
}

/**
 * One of the user's Commander answers (a conversation of theirs, not deleted) and the user's
 * message before it; null for anything else. `sessionId` narrows it to one conversation (a
 * partner site's visitor reaches only their own).
 */
export async function findCommanderAnswer(
  executor: Executor,
  userId: number,
  messageId: string,
  sessionId?: string,
): Promise<CommanderAnswer | null> {
  const [answer] = await executor
    .select({
      id: chatMessages.id,
      sessionId: chatMessages.sessionId,
      agent: chatMessages.agentUsed,
      confidence: chatMessages.confidence,
      at: chatMessages.createdAt,
    })
    .from(chatMessages)
    .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
    .where(
      and(
        eq(chatMessages.id, messageId),
        eq(chatMessages.role, 'assistant'),
        eq(chatSessions.userId, userId),
        eq(chatSessions.agentType, COMMANDER),
        isNull(chatSessions.deletedAt),
        sessionId === undefined ? undefined : eq(chatSessions.id, sessionId),
      ),
    );
  if (!answer) {
    return null;
  }
  const [request] = await executor
    .select({ content: chatMessages.content })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.sessionId, answer.sessionId),
        eq(chatMessages.role, 'user'),
        lte(chatMessages.createdAt, answer.at),
      ),
    )
    .orderBy(desc(chatMessages.createdAt))
    .limit(1);
  if (!request) {
    return null;
  }
  return {
    messageId: answer.id,
    agent: answer.agent ?? COMMANDER,
    confidence: (answer.confidence ?? 0) / 100,
    requestText: request.content,
  };
}

/** The user's examples as TSV: the `text<TAB>label` header, then the newest rows, oldest first. */
export async function routingExamplesTsv(executor: Executor, userId: number): Promise<string> {
  const newest = await executor
    .select({ text: routingExamples.text, label: routingExamples.label, at: routingExamples.createdAt })
    .from(routingExamples)
    .where(eq(routingExamples.userId, userId))
    .orderBy(desc(routingExamples.createdAt), desc(routingExamples.id))
    .limit(MAX_EXPORTED_EXAMPLES);
  const lines = newest.reverse().map((row) => `${exampleText(row.text)}\t${row.label}`);
  return ['text\tlabel', ...lines, ''].join('\n');
}
