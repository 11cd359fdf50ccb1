// The support inbox's writing side that other parts need now: the categories, a message opened
// by a user, a reply from the team, and the notifications both leave on the bell. The support
// screens' handlers (list, detail, reply, resolve) build on these.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { components } from '../../contract/generated.ts';
import type { Executor } from '../../db/client.ts';
import { recordActivity } from '../accounts/activities/activities.ts';
import { isRowId } from './messages.ts';
import { supportCategories, supportMessages, supportNotifications, supportResponses } from './schema.ts';

type Notification = components['schemas']['SupportNotification'];
export type NotificationType = components['schemas']['SupportNotificationType'];
export type SupportPriority = components['schemas']['SupportPriority'];
export type SupportMessageRow = typeof supportMessages.$inferSelect;
type NotificationRow = typeof supportNotifications.$inferSelect;

/** The categories of the "Nova Mensagem" form, in display order (the first is the default). */
export const SUPPORT_CATEGORIES = [
  { name: 'Conta e Acesso', color: '#3B82F6', sortOrder: 1 },
  { name: 'Pagamentos e Planos', color: '#10B981', sortOrder: 2 },
  { name: 'Agentes de IA', color: '#8B5CF6', sortOrder: 3 },
  { name: 'Avaliações', color: '#F59E0B', sortOrder: 4 },
  { name: 'Problema Técnico', color: '#EF4444', sortOrder: 5 },
  { name: 'Sugestão', color: '#6B7280', sortOrder: 6 },
] as const;

export type SupportCategoryName = (typeof SUPPORT_CATEGORIES)[number]['name'];

/** A message's priority when the user picks none (spec 3 §4 "default normal"). */
export const DEFAULT_SUPPORT_PRIORITY = 'normal' satisfies SupportPriority;

/** Inserts the categories that are missing (every start); existing rows are left as they are. */
export async function seedSupportCategories(executor: Executor): Promise<void> {
  await executor
    .insert(supportCategories)
    .values([...SUPPORT_CATEGORIES])
    .onConflictDoNothing({ target: supportCategories.name });
}

export async function categoryIdByName(executor: Executor, name: SupportCategoryName): Promise<number> {
  const [row] = await executor
    .select({ id: supportCategories.id })
    .from(supportCategories)
    .where(eq(supportCategories.name, name));
  if (!row) {
    throw new Error(`Categoria de suporte ausente: ${name}`);
  }
  return row.id;
}

/** The notification copy, as the contract's examples word it. */
export const NOTIFICATION_COPY = {
  new_message: (subject: string) => ({
    title: 'Mensagem recebida',
    content: `Recebemos sua mensagem "${subject}". Responderemos em breve.`,
  }),
  response: (subject: string) => ({
    title: 'Nova resposta do suporte',
    content: `O suporte respondeu à sua mensagem "${subject}".`,
  }),
} as const;

export async function notify(
  executor: Executor,
  input: {
    userId: number;
    type: NotificationType;
    title: string;
    content: string;
    messageId?: number | null;
    at: Date;
  },
): Promise<void> {
  await executor.insert(supportNotifications).values({
    userId: input.userId,
    messageId: input.messageId ?? null,
    notificationType: input.type,
    title: input.title.slice(0, 200),
    content: input.content.slice(0, 1000),
    createdAt: input.at,
  });
}

/** A user opens a support message: it is stored, the bell gets a notice, the log an entry. */
export async function openSupportMessage(
  executor: Executor,
  input: {
    userId: number;
    categoryId: number;
    subject: string;
    content: string;
    priority?: SupportPriority;
    at: Date;
  },
): Promise<SupportMessageRow> {
  const subject = input.subject.trim();
  const [message] = await executor
    .insert(supportMessages)
    .values({
      userId: input.userId,
      categoryId: input.categoryId,
      subject,
      content: input.content.trim(),
      priority: input.priority ?? DEFAULT_SUPPORT_PRIORITY,
      createdAt: input.at,
      updatedAt: input.at,
    })
    .returning();
  if (!message) {
    throw new Error('Falha ao registrar a mensagem de suporte.');
  }
  await notify(executor, {
    userId: input.userId,
    type: 'new_message',
    messageId: message.id,
    ...NOTIFICATION_COPY.new_message(subject),
    at: input.at,
  });
  await recordActivity(executor, input.userId, { kind: 'support_message_sent', subject }, input.at);
  return message;
}

/** Stores a reply from the team and moves the message to `status` (no notice: the caller sends it). */
export async function recordTeamAnswer(
  executor: Executor,
  input: {
    message: SupportMessageRow;
    authorId: number | null;
    content: string;
    status?: SupportMessageRow['status'];
    at: Date;
  },
): Promise<void> {
  await executor.insert(supportResponses).values({
    messageId: input.message.id,
    authorId: input.authorId,
    content: input.content.trim(),
    isInternal: true,
    createdAt: input.at,
  });
  await executor
    .update(supportMessages)
    .set({ status: input.status ?? 'respondida', updatedAt: input.at })
    .where(eq(supportMessages.id, input.message.id));
}

/** The support team answers: the reply is stored, the message becomes 'respondida', the user is notified. */
export async function answerSupportMessage(
  executor: Executor,
  input: { message: SupportMessageRow; authorId: number | null; content: string; at: Date },
): Promise<void> {
  await recordTeamAnswer(executor, input);
  await notify(executor, {
    userId: input.message.userId,
    type: 'response',
    messageId: input.message.id,
    ...NOTIFICATION_COPY.response(input.message.subject),
    at: input.at,
  });
}

export function toContractNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
    notification_type: row.notificationType as NotificationType,
    message: row.messageId === null ? null : { id: row.messageId },
  };
}

export async function listNotifications(
  executor: Executor,
  userId: number,
  unreadOnly: boolean,
): Promise<{ notifications: Notification[]; unreadCount: number }> {
  const rows = await executor
    .select()
    .from(supportNotifications)
    .where(
      and(
        eq(supportNotifications.userId, userId),
        unreadOnly ? isNull(supportNotifications.readAt) : undefined,
      ),
    )
    .orderBy(desc(supportNotifications.createdAt), desc(supportNotifications.id));
  const [unread] = await executor
    .select({ total: count() })
    .from(supportNotifications)
    .where(and(eq(supportNotifications.userId, userId), isNull(supportNotifications.readAt)));
  return { notifications: rows.map(toContractNotification), unreadCount: Number(unread?.total ?? 0) };
}

/** Marks one of the user's notifications read (idempotent); null when it is not theirs. */
export async function markNotificationRead(
  executor: Executor,
  userId: number,
  id: number,
  now: Date,
): Promise<Notification | null> {
  if (!isRowId(id)) {
    return null;
  }
  await executor
    .update(supportNotifications)
    .set({ readAt: now })
    .where(
      and(
        eq(supportNotifications.id, id),
        eq(supportNotifications.userId, userId),
        isNull(supportNotifications.readAt),
      ),
    );
  const [row] = await executor
    .select()
    .from(supportNotifications)
    .where(and(eq(supportNotifications.id, id), eq(supportNotifications.userId, userId)));
  return row ? toContractNotification(row) : null;
}

/** Marks every unread notification of the user read; returns how many changed. */
export async function markAllNotificationsRead(
  executor: Executor,
  userId: number,
  now: Date,
): Promise<number> {
  const updated = await executor
    .update(supportNotifications)
    .set({ readAt: now })
    .where(and(eq(supportNotifications.userId, userId), isNull(supportNotifications.readAt)))
    .returning({ id: supportNotifications.id });
  return updated.length;
}
