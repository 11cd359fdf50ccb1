import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

/**
 * A partner site (issue 16): a subscriber's page that embeds the FAQ chatbot (and the Commander)
 * with one script tag. Visitors are let in only from its allowed origins.
 */
export const embedSites = pgTable(
  'embed_sites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Public key the snippet carries (`sk_` + 32 hex digits). */
    siteKey: text('site_key').notNull(),
    /** Exact origins (`https://host[:port]`), lower-case. */
    allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull(),
    /** `chatbot` and/or `commander`. */
    widgets: jsonb('widgets').$type<string[]>().notNull(),
    /**
     * The site's budget: how many Commander visitor messages it answers per calendar month (São
     * Paulo), set by the owner. Anyone holding the public site key can send, so the owner's plan is
     * never left open to a page they do not control.
     */
    monthlyMessages: integer('monthly_messages').notNull().default(200),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('embed_sites_site_key_unique').on(t.siteKey),
    index('embed_sites_user_idx').on(t.userId),
  ],
);

/** How many Commander visitor messages a site answered in a month (`YYYY-MM`, São Paulo). */
export const embedSiteUsage = pgTable(
  'embed_site_usage',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => embedSites.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    messages: integer('messages').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.month] })],
);
