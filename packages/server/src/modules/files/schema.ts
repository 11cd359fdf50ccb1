import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import { chatMessages, chatSessions } from '../conversations/schema.ts';

/**
 * A file sent in a chat session (the contract's ChatFileAttachment). The bytes live in the
 * configured storage under `storage_key`; this row says whose they are and what they are.
 */
export const chatFiles = pgTable(
  'chat_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    /** The user message the file came with, once the chat has stored it. */
    messageId: uuid('message_id').references(() => chatMessages.id, { onDelete: 'set null' }),
    /** The name as uploaded (shown and used in Content-Disposition). */
    filename: text('filename').notNull(),
    /** One of the 11 accepted kinds (`FileKind`), decided by the bytes. */
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    /** Text read from the file (its first STORED_TEXT_CHARS characters), kept so later turns of the session need not read it again. */
    extractedText: text('extracted_text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_files_session_idx').on(t.sessionId), index('chat_files_user_idx').on(t.userId)],
);
