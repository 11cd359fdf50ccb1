// The payment-provider interface: a test mode by default (a plan change applies at once) and
// Stripe when STRIPE_SECRET_KEY is set (paid plans go through Stripe Checkout).
import { randomBytes } from 'node:crypto';
import type { PlanRow } from './plans.ts';
import type { subscriptions } from './schema.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export interface CheckoutRequest {
  email: string;
  userId: number;
  plan: PlanRow;
  /** Our subscription id, echoed back by the provider. */
  subscriptionId: string;
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
}

/** A one-off payment (extra tokens), not a subscription. */
export interface PaymentCheckoutRequest {
  email: string;
  userId: number;
  customerId: string | null;
  amountCents: number;
  /** What the payment page shows, in pt-BR. */
  description: string;
  /** Our purchase id, echoed back by the provider. */
  reference: string;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  sessionId: string;
  url: string;
  customerId: string | null;
}

export interface CheckoutState {
  status: 'open' | 'complete' | 'expired';
  providerSubscriptionId: string | null;
  customerId: string | null;
}

export interface RemoteSubscription {
  status: 'active' | 'past_due' | 'canceled';
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

export interface PaymentIntentResult {
  id: string;
  clientSecret: string;
  status: string;
}

/**
 * A Pix charge (issue 31 §2): one payment request whose QR code / "copia e cola" the payer scans
 * in a bank app. Stripe implements it with a PaymentIntent (`payment_method_types: ['pix']`); a
 * Brazilian PSP implements the same two methods with its own "cobrança imediata".
 */
export interface PixChargeRequest {
  email: string;
  userId: number;
  amountCents: number;
  /** What the bank app shows, in pt-BR. */
  description: string;
  /** Our charge id, echoed back by the provider. */
  reference: string;
  /** How long the code accepts payment. */
  expiresAfterSeconds: number;
}

export interface PixCharge {
  /** The provider's id of the charge (Stripe: the PaymentIntent id). */
  providerChargeId: string;
  /** The "copia e cola" text (the Pix EMV payload). */
  qrCode: string;
  qrImagePng: string | null;
  qrImageSvg: string | null;
  expiresAt: Date;
}

export interface PixChargeState {
  status: 'pending' | 'paid' | 'failed' | 'expired';
  /** The amount the provider says was charged, in cents (checked against ours). */
  amountCents: number;
  /** Our reference echoed back (checked against ours). */
  reference: string | null;
}

export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  /** Starts a payment page for a paid plan; null means the change applies at once (test mode). */
  startCheckout(request: CheckoutRequest): Promise<CheckoutSession | null>;
  /** Starts a payment page for a one-off purchase; null means it is paid at once (test mode). */
  startPaymentCheckout(request: PaymentCheckoutRequest): Promise<CheckoutSession | null>;
  checkoutState(sessionId: string): Promise<CheckoutState>;
  /** The provider's view of a subscription (null when it keeps none, as in test mode). */
  fetchSubscription(subscription: SubscriptionRow): Promise<RemoteSubscription | null>;
  changePlan(subscription: SubscriptionRow, plan: PlanRow): Promise<void>;
  setCancelAtPeriodEnd(subscription: SubscriptionRow, cancel: boolean): Promise<void>;
  cancelNow(subscription: SubscriptionRow): Promise<void>;
  createPaymentIntent(input: {
    amount: number;
    currency: 'brl';
    userId: number;
    planType: string | null;
  }): Promise<PaymentIntentResult>;
  /** Creates a Pix charge; null means this provider has no real Pix (test mode). */
  startPixCharge(request: PixChargeRequest): Promise<PixCharge | null>;
  /** The provider's word on a Pix charge, read from its API (never from a webhook's body). */
  pixChargeState(providerChargeId: string): Promise<PixChargeState>;
}

export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Stripe-looking random id: `sub_7Kq2Xb9LmP4rT1Vw`. */
export function opaqueId(prefix: string, length = 16): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) {
    id += ALPHABET[byte % ALPHABET.length];
  }
  return `${prefix}_${id}`;
}

/** Test mode: nothing is charged, every change applies at once. */
export class TestModeProvider implements PaymentProvider {
  readonly name = 'test' as const;

  async startCheckout(): Promise<null> {
    return null;
  }

  async startPaymentCheckout(): Promise<null> {
    return null;
  }

  async checkoutState(): Promise<CheckoutState> {
    return { status: 'complete', providerSubscriptionId: null, customerId: null };
  }

  async fetchSubscription(): Promise<null> {
    return null;
  }

  async changePlan(): Promise<void> {}

  async setCancelAtPeriodEnd(): Promise<void> {}

  async cancelNow(): Promise<void> {}

  async createPaymentIntent(): Promise<PaymentIntentResult> {
    const id = opaqueId('pi_test');
    return { id, clientSecret: `${id}_secret_${opaqueId('x').slice(2)}`, status: 'requires_payment_method' };
  }

  /** No real Pix in test mode: never a QR code that looks payable. */
  async startPixCharge(): Promise<null> {
    return null;
  }

  async pixChargeState(): Promise<PixChargeState> {
    throw new PaymentProviderError('O modo de teste não tem cobranças Pix.');
  }
}
