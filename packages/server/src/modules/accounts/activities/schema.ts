import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../schema.ts';

/**
 * The account's activity log (spec 1 §3 "Activity"; the right panel's "recent activities").
 * Title and description are stored in pt-BR as they were worded when the event happened;
 * the relative time is computed when the log is read.
 */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What happened (`ActivityKind`), for filtering and tests; the copy is in title/description. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** message-square | send | check-circle | other */
    icon: text('icon').notNull(),
    /** blue | green | violet | orange | gray */
    color: text('color').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activities_user_created_idx').on(t.userId, t.createdAt)],
);
