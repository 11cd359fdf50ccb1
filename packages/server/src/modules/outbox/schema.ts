import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Messages "sent" by the embedded channels (no SMTP / no SMS provider configured). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    /** email | sms */
    channel: text('channel').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_recipient_idx').on(t.recipient)],
);
