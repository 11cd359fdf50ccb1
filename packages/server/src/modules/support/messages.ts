// Reading support messages as the contract shows them (spec 3 §3 "Support message", "Support
// response"): the subscriber's own inbox and the operator's queue share one mapping.
import { SUPPORT_PRIORITY_LABELS, SUPPORT_STATUS_LABELS } from '@sppock/sdk/domain';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DAY } from '../../clock.ts';
import type { components } from '../../contract/generated.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../accounts/schema.ts';
import { supportCategories, supportMessages, supportResponses } from './schema.ts';

export type SupportMessage = components['schemas']['SupportMessage'];
export type SupportStatus = components['schemas']['SupportStatus'];
type SupportResponse = components['schemas']['SupportResponse'];

export const SUPPORT_STATUSES = ['aberta', 'em_analise', 'respondida', 'resolvida', 'fechada'] as const;
/** The "Mensagens Abertas" tab; the rest are archived (spec 3 §4). */
export const OPEN_STATUSES: readonly SupportStatus[] = ['aberta', 'em_analise', 'respondida'];
export const ARCHIVED_STATUSES: readonly SupportStatus[] = ['resolvida', 'fechada'];

/** The statuses' labels (the SDK's: the inbox shows the same). */
export const STATUS_LABELS = SUPPORT_STATUS_LABELS;

export type SupportPriority = components['schemas']['SupportPriority'];

/** The priorities' labels (the SDK's). */
export const PRIORITY_LABELS = SUPPORT_PRIORITY_LABELS;

/** Ids are PostgreSQL `serial`s: anything larger names no row (and must not reach the query). */
export const MAX_SERIAL = 2_147_483_647;

export function isRowId(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= MAX_SERIAL;
}

/** Whole days since the message was opened (the badge turns red above 7, spec 3 §9). */
export function daysOpen(createdAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / DAY));
}

/** The team's name on a response without a named author (shown as 'Suporte' anyway). */
const TEAM = { first_name: 'Suporte', last_name: 'Sppock' };

const author = alias(users, 'support_author');

export interface LoadedMessage {
  message: SupportMessage;
  categoryColor: string;
  userId: number;
  userEmail: string;
  assignedTo: number | null;
}

/** The messages matching `where`, newest first, each with its thread (oldest reply first). */
export async function loadMessages(
  executor: Executor,
  where: SQL | undefined,
  now: Date,
): Promise<LoadedMessage[]> {
  const rows = await executor
    .select({
      message: supportMessages,
      category: { id: supportCategories.id, name: supportCategories.name, color: supportCategories.color },
      user: { firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(supportMessages)
    .innerJoin(supportCategories, eq(supportCategories.id, supportMessages.categoryId))
    .innerJoin(users, eq(users.id, supportMessages.userId))
    .where(where)
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id));
  const threads = await loadThreads(
    executor,
    rows.map((row) => row.message.id),
  );
  return rows.map(({ message, category, user }) => ({
    message: {
      id: message.id,
      subject: message.subject,
      content: message.content,
      status: message.status as SupportStatus,
      priority: message.priority as SupportMessage['priority'],
      category: { id: category.id, name: category.name },
      user: { first_name: user.firstName, last_name: user.lastName },
      created_at: message.createdAt.toISOString(),
      updated_at: message.updatedAt.toISOString(),
      responses: threads.get(message.id) ?? [],
      days_open: daysOpen(message.createdAt, now),
    },
    categoryColor: category.color,
    userId: message.userId,
    userEmail: user.email,
    assignedTo: message.assignedTo,
  }));
}

async function loadThreads(
  executor: Executor,
  messageIds: number[],
): Promise<Map<number, SupportResponse[]>> {
  const threads = new Map<number, SupportResponse[]>();
  if (messageIds.length === 0) {
    return threads;
  }
  const rows = await executor
    .select({
      response: supportResponses,
      author: { firstName: author.firstName, lastName: author.lastName },
    })
    .from(supportResponses)
    .leftJoin(author, eq(author.id, supportResponses.authorId))
    .where(inArray(supportResponses.messageId, messageIds))
    .orderBy(asc(supportResponses.createdAt), asc(supportResponses.id));
  for (const { response, author: who } of rows) {
    const list = threads.get(response.messageId) ?? [];
    list.push({
      id: response.id,
      content: response.content,
      author: who ? { first_name: who.firstName, last_name: who.lastName } : TEAM,
      is_internal: response.isInternal,
      created_at: response.createdAt.toISOString(),
    });
    threads.set(response.messageId, list);
  }
  return threads;
}

/** The user's own messages (optionally of one status), newest first. */
export async function listOwnMessages(
  executor: Executor,
  userId: number,
  status: SupportStatus | undefined,
  now: Date,
): Promise<SupportMessage[]> {
  const loaded = await loadMessages(
    executor,
    and(eq(supportMessages.userId, userId), status ? eq(supportMessages.status, status) : undefined),
    now,
  );
  return loaded.map((row) => row.message);
}

/** One of the user's own messages; null when it does not exist or is someone else's. */
export async function ownMessage(
  executor: Executor,
  userId: number,
  id: number,
  now: Date,
): Promise<SupportMessage | null> {
  if (!isRowId(id)) {
    return null;
  }
  const [loaded] = await loadMessages(
    executor,
    and(eq(supportMessages.id, id), eq(supportMessages.userId, userId)),
    now,
  );
  return loaded?.message ?? null;
}

export async function messageRow(executor: Executor, id: number) {
  if (!isRowId(id)) {
    return null;
  }
  const [row] = await executor.select().from(supportMessages).where(eq(supportMessages.id, id));
  return row ?? null;
}
