import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

/** Categories of the "Nova Mensagem" form (spec 3 §3 "Support category"). */
export const supportCategories = pgTable(
  'support_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** `#RRGGBB` */
    color: text('color').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('support_categories_name_unique').on(t.name)],
);

/** A user's support message (spec 3 §3 "Support message"). */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => supportCategories.id),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    /** aberta | em_analise | respondida | resolvida | fechada */
    status: text('status').notNull().default('aberta'),
    /** baixa | normal | alta | urgente */
    priority: text('priority').notNull().default('normal'),
    /** The operator (a superuser) who took the message; null while nobody has. */
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_messages_user_created_idx').on(t.userId, t.createdAt),
    index('support_messages_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** A reply in a support conversation (spec 3 §3 "Support response"). */
export const supportResponses = pgTable(
  'support_responses',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => supportMessages.id, { onDelete: 'cascade' }),
    /** Who wrote it; null when it came from the support team without a named agent. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    /** From the support team (shown as 'Suporte'); false for the user's own replies. */
    isInternal: boolean('is_internal').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_responses_message_idx').on(t.messageId, t.createdAt)],
);

/** The bell's notifications (spec 3 §3 "Notification"; spec 1 §2 header badge). */
export const supportNotifications = pgTable(
  'support_notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The support message it is about, if any. */
    messageId: integer('message_id').references(() => supportMessages.id, { onDelete: 'cascade' }),
    /** new_message | response | status_change | assignment */
    notificationType: text('notification_type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** Null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_notifications_user_created_idx').on(t.userId, t.createdAt)],
);
