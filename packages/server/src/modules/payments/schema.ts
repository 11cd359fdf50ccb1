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

export const plans = pgTable('plans', {
  /** freemium | professional | enterprise */
  type: text('type').primaryKey(),
  name: text('name').notNull(),
  /** Monthly price in cents of BRL (3990 = R$ 39,90). */
  priceCents: integer('price_cents').notNull(),
  description: text('description').notNull(),
  popular: boolean('popular').notNull().default(false),
  baseTokens: integer('base_tokens').notNull(),
  /** Null means unlimited. */
  maxConversations: integer('max_conversations'),
  maxDevices: integer('max_devices').notNull(),
  llmProvider: text('llm_provider').notNull(),
  searchTool: boolean('search_tool').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    /** Opaque id shown to clients (`sub_…`). */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planType: text('plan_type')
      .notNull()
      .references(() => plans.type),
    /** pending (waiting for checkout) | active | canceled | past_due */
    status: text('status').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** test | stripe | pix (periods paid one at a time by Pix charges) */
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    checkoutSessionId: text('checkout_session_id'),
    paymentMethodId: text('payment_method_id'),
    /** A plan paid by Pix (provider 'pix'): paid until then (periods roll until it, then it ends). */
    pixPaidUntil: timestamp('pix_paid_until', { withTimezone: true }),
    /** A plan paid by Pix: the paid-until date whose renewal reminder was sent (once per period). */
    pixReminderFor: timestamp('pix_reminder_for', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId)],
);

export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerIntentId: text('provider_intent_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    planType: text('plan_type'),
    provider: text('provider').notNull(),
    status: text('status').notNull(),
    metadata: jsonb('metadata'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_intents_user_idx').on(t.userId)],
);

/** Extra tokens bought past the flex allowance (spec 1 §8 FAQ), valid in the cycle they are paid. */
export const extraTokenPurchases = pgTable(
  'extra_token_purchases',
  {
    /** Opaque id shown to clients (`xtp_…`). */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blocks: integer('blocks').notNull(),
    tokens: integer('tokens').notNull(),
    /** Price in cents of BRL. */
    amountCents: integer('amount_cents').notNull(),
    /** pending (Stripe checkout open) | paid | expired */
    status: text('status').notNull(),
    /** test | stripe */
    provider: text('provider').notNull(),
    checkoutSessionId: text('checkout_session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('extra_token_purchases_user_idx').on(t.userId, t.paidAt)],
);

/**
 * Pix charges (issue 31 §2): pending until the provider's signed webhook confirms the payment
 * (re-read from the provider's API); only then is the purchase applied, once.
 */
export const pixCharges = pgTable(
  'pix_charges',
  {
    /** Opaque id shown to clients (`pix_…`). */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** extra_tokens | plan_period */
    purpose: text('purpose').notNull(),
    /** The plan of a `plan_period` charge (professional | enterprise); null for extra tokens. */
    planType: text('plan_type').references(() => plans.type),
    blocks: integer('blocks').notNull(),
    tokens: integer('tokens').notNull(),
    /** Price in cents of BRL, computed by the server. */
    amountCents: integer('amount_cents').notNull(),
    /** pending | paid | failed | expired */
    status: text('status').notNull(),
    /** stripe (or a PSP behind the same interface) */
    provider: text('provider').notNull(),
    providerChargeId: text('provider_charge_id').notNull(),
    qrCode: text('qr_code').notNull(),
    qrImagePng: text('qr_image_png'),
    qrImageSvg: text('qr_image_svg'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The extra-token purchase the payment created (set once, when paid). */
    purchaseId: text('purchase_id').references(() => extraTokenPurchases.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('pix_charges_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('pix_charges_provider_charge_idx').on(t.provider, t.providerChargeId),
  ],
);
