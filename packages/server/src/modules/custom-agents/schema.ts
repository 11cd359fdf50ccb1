import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { searchVector } from '../../db/full-text.ts';
import { users } from '../accounts/schema.ts';
import { embedSites } from '../embed/schema.ts';

/**
 * A custom agent of an Enterprise team (issue 21): belongs to the team's owner (a team is its
 * owner's); handing the team over moves its agents to the new owner through `ownerId`.
 */
export const customAgents = pgTable(
  'custom_agents',
  {
    /** Opaque id (`cag_…`). */
    id: text('id').primaryKey(),
    /** The owner of the team the agent belongs to. */
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Administração, Marketing or Vendas. */
    category: text('category').notNull(),
    /** The system prompt. */
    instructions: text('instructions').notNull(),
    starterPrompts: jsonb('starter_prompts').$type<string[]>().notNull(),
    /** `web_search`, `url_reading`. */
    tools: jsonb('tools').$type<string[]>().notNull(),
    /** `team`: every member; `owner`: the owner only (and its creator while allowed to create). */
    audience: text('audience').notNull(),
    /**
     * Who created it: the team's owner, or a member the owner allowed to create agents, who keeps
     * editing it while the permission lasts. Null once that account is gone.
     */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('custom_agents_owner_idx').on(t.ownerId)],
);

/**
 * A custom agent the owner published to one of their partner sites: the only custom agents the
 * site's anonymous Commander visitors can reach. Never an owner-only agent (refused when
 * published; turning a published agent owner-only removes its rows).
 */
export const customAgentPublications = pgTable(
  'custom_agent_publications',
  {
    agentId: text('agent_id')
      .notNull()
      .references(() => customAgents.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => embedSites.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.agentId, t.siteId] }),
    index('custom_agent_publications_site_idx').on(t.siteId),
  ],
);

/** A knowledge document of a custom agent: its extracted text, answered from with citations. */
export const customAgentDocuments = pgTable(
  'custom_agent_documents',
  {
    id: text('id').primaryKey(),
    agentId: text('agent_id')
      .notNull()
      .references(() => customAgents.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    kind: text('kind').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    text: text('text').notNull(),
    /**
     * Characters (code points) of `text`, counted once at upload: a list of agents shows it for
     * every document without reading their texts. Null on documents stored before it existed.
     */
    characters: integer('characters'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('custom_agent_documents_agent_idx').on(t.agentId)],
);

/** A conversation with a custom agent; only its user sees it. */
export const customAgentSessions = pgTable(
  'custom_agent_sessions',
  {
    id: text('id').primaryKey(),
    agentId: text('agent_id')
      .notNull()
      .references(() => customAgents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the person pinned it to the top of the agent's list (issue 29); null when not pinned. */
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    /**
     * The last message of the branch shown (issue 29, edit and branch): the messages form a tree
     * (`custom_agent_messages.parent_id`) and this leaf picks the path read and sent to the model.
     */
    leafMessageId: text('leaf_message_id'),
  },
  (t) => [index('custom_agent_sessions_user_idx').on(t.userId, t.agentId)],
);

export interface StoredCitation {
  document_id: string;
  filename: string;
  excerpt: string;
}

export const customAgentMessages = pgTable(
  'custom_agent_messages',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => customAgentSessions.id, { onDelete: 'cascade' }),
    /** The message before it on its branch (issue 29); null for a first message. */
    parentId: text('parent_id').references((): AnyPgColumn => customAgentMessages.id, {
      onDelete: 'cascade',
    }),
    role: text('role').notNull(),
    content: text('content').notNull(),
    citations: jsonb('citations').$type<StoredCitation[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** `content`'s words for the search across conversations (db/full-text.ts). */
    searchVector: searchVector('search_vector', 'content'),
  },
  (t) => [
    index('custom_agent_messages_session_idx').on(t.sessionId, t.createdAt),
    index('custom_agent_messages_parent_idx').on(t.parentId),
    index('custom_agent_messages_search_idx').using('gin', t.searchVector),
  ],
);
