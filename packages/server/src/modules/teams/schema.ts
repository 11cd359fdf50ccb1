import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

/**
 * An Enterprise subscriber's team (issue 21): the owner's subscription is the team's plan, and
 * the tokens and conversations of every member are one pool.
 */
export const teams = pgTable('teams', {
  id: serial('id').primaryKey(),
  /** The owner: their subscription is the team's; one team per owner. */
  ownerId: integer('owner_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who is in a team, the owner included; a person belongs to one team at most. */
export const teamMembers = pgTable(
  'team_members',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The owner lets this member create custom agents for the team; the owner always may, so the
     * owner's row keeps `false` and a handed-over team starts its former owner without it.
     */
    canCreateAgents: boolean('can_create_agents').notNull().default(false),
  },
  (t) => [index('team_members_team_idx').on(t.teamId)],
);

/**
 * An e-mailed invitation: the link's token is stored only as its SHA-256; it expires after
 * 7 days and is claimed once (accepted) or closed by the owner (revoked).
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    /** Opaque id shown to the owner (`inv_…`). */
    id: text('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('team_invitations_team_idx').on(t.teamId),
    uniqueIndex('team_invitations_open_email_unique')
      .on(t.teamId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);
