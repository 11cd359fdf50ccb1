import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import { supportMessages } from '../support/schema.ts';

/**
 * A WhatsApp Business number connected by a subscriber (issue 31): one per account, and one
 * account per number. The three secrets are sealed with AES-256-GCM (`secrets.ts`), bound to
 * the row's `webhook_id`; they are never returned.
 */
export const whatsappNumbers = pgTable(
  'whatsapp_numbers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The random id in the webhook's address (`/api/whatsapp/webhook/<id>/`). */
    webhookId: text('webhook_id').notNull(),
    /** Meta's "Phone number ID". */
    phoneNumberId: text('phone_number_id').notNull(),
    displayPhone: text('display_phone').notNull().default(''),
    accessTokenSealed: text('access_token_sealed').notNull(),
    appSecretSealed: text('app_secret_sealed').notNull(),
    verifyTokenSealed: text('verify_token_sealed').notNull(),
    accessTokenHint: text('access_token_hint').notNull(),
    verifyTokenHint: text('verify_token_hint').notNull(),
    /** faq_chatbot | commander | custom_agent */
    responder: text('responder').notNull(),
    customAgentId: text('custom_agent_id'),
    /** The approved template sent outside the 24-hour window; null: nothing is sent there. */
    templateName: text('template_name'),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('whatsapp_numbers_user_unique').on(t.userId),
    uniqueIndex('whatsapp_numbers_phone_number_unique').on(t.phoneNumberId),
    uniqueIndex('whatsapp_numbers_webhook_unique').on(t.webhookId),
  ],
);

/** A person who wrote to a number: one row per normalised number (phone.ts). */
export const whatsappContacts = pgTable(
  'whatsapp_contacts',
  {
    id: serial('id').primaryKey(),
    numberId: integer('number_id')
      .notNull()
      .references(() => whatsappNumbers.id, { onDelete: 'cascade' }),
    /** The normalised number (digits, Brazilian mobiles with the ninth digit). */
    phoneKey: text('phone_key').notNull(),
    /** The `wa_id` as WhatsApp last sent it: where answers go. */
    waId: text('wa_id').notNull(),
    profileName: text('profile_name'),
    /** Said "SAIR": nothing is sent until they say "VOLTAR". */
    optedOut: boolean('opted_out').notNull().default(false),
    /** The last message from them: the 24-hour window is counted from it. */
    lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }),
    /** The agents' conversation with them (Commander or custom agent), created by the first answer. */
    conversationId: text('conversation_id'),
    /** The FAQ chatbot's session with them. */
    chatbotSessionId: text('chatbot_session_id'),
    /** Handed to the support inbox: the bot stays quiet while the ticket is open. */
    supportMessageId: integer('support_message_id').references(() => supportMessages.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('whatsapp_contacts_number_phone_unique').on(t.numberId, t.phoneKey),
    index('whatsapp_contacts_support_idx')
      .on(t.supportMessageId)
      .where(sql`${t.supportMessageId} is not null`),
  ],
);

/**
 * Every message in and out. Inbound rows are keyed by WhatsApp's message id (unique): a
 * webhook delivered twice inserts nothing the second time, and is answered once.
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: serial('id').primaryKey(),
    numberId: integer('number_id')
      .notNull()
      .references(() => whatsappNumbers.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => whatsappContacts.id, { onDelete: 'cascade' }),
    /** WhatsApp's id (`wamid.…`); null for an outbound message the Graph API refused. */
    waMessageId: text('wa_message_id'),
    /** in | out */
    direction: text('direction').notNull(),
    /** text | document | image | template | … (WhatsApp's `type`) */
    kind: text('kind').notNull(),
    body: text('body').notNull(),
    /** Outbound: sent | delivered | read | failed (the last status callback), or not_sent. */
    status: text('status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('whatsapp_messages_wa_id_unique').on(t.numberId, t.waMessageId),
    index('whatsapp_messages_contact_idx').on(t.contactId, t.id),
  ],
);

/** The status callbacks as they came (sent, delivered, read, failed), one row per status of a message. */
export const whatsappStatuses = pgTable(
  'whatsapp_statuses',
  {
    id: serial('id').primaryKey(),
    numberId: integer('number_id')
      .notNull()
      .references(() => whatsappNumbers.id, { onDelete: 'cascade' }),
    waMessageId: text('wa_message_id').notNull(),
    status: text('status').notNull(),
    recipientId: text('recipient_id'),
    /** WhatsApp's `timestamp` of the status. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** `errors[]` of a failed message. */
    errors: jsonb('errors').$type<unknown[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('whatsapp_statuses_message_status_unique').on(t.numberId, t.waMessageId, t.status)],
);
