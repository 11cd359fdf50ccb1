// Plan labels, seats and badges (spec 1 §6, §7 "Plans page").
import type { components } from '../generated/openapi';
import { formatBRL } from './format';

type PlanType = components['schemas']['PlanType'];

/** Each plan's display label (spec 1 §6): Free, Pro, Enterprise. */
export const PLAN_LABELS = {
  freemium: 'Free',
  professional: 'Pro',
  enterprise: 'Enterprise',
} as const satisfies Record<PlanType, string>;

/** The plan's display label: Free, Pro, Enterprise. */
export function planLabel(plan: PlanType): (typeof PLAN_LABELS)[PlanType] {
  return PLAN_LABELS[plan];
}

/**
 * Why an agent outside the user's plan cannot be used, naming the cheapest plan that unlocks it
 * (spec 1 §6): the server's 403 and the chat's note on a locked agent say the same words.
 */
export function agentLockedMessage(agentName: string, unlockingPlan: 'Free' | 'Pro' | 'Enterprise'): string {
  return `O agente ${agentName} está disponível a partir do plano ${unlockingPlan}. Faça upgrade para usá-lo.`;
}

/** How many people a plan's subscription seats: 1 on freemium and professional, 10 on enterprise. */
export const PLAN_SEATS = { freemium: 1, professional: 1, enterprise: 10 } as const satisfies Record<
  PlanType,
  number
>;

/** Seats as shown in the account panel: 1/1 on freemium and professional, 1/10 on enterprise. */
export function planSeats(plan: PlanType): `1/${(typeof PLAN_SEATS)[PlanType]}` {
  return `1/${PLAN_SEATS[plan]}`;
}

/** The badge of a plan card: 'Gratuito', 'Popular', 'Enterprise'. */
export function planBadge(plan: PlanType): 'Gratuito' | 'Popular' | 'Enterprise' {
  switch (plan) {
    case 'freemium':
      return 'Gratuito';
    case 'professional':
      return 'Popular';
    case 'enterprise':
      return 'Enterprise';
    default:
      return plan satisfies never;
  }
}

/** What a plan includes each cycle (spec 1 §3, §9; the figures decided for the project). */
export interface PlanMonthlyLimits {
  /** Tokens of the base limit. */
  baseTokens: number;
  /** Conversations; null when unlimited. */
  maxConversations: number | null;
  /** Devices signed in at once. */
  maxDevices: number;
}

/** Each plan's limits: the server's plan catalogue, the landing page's plan cards and the UI's fixtures read them. */
export const PLAN_MONTHLY_LIMITS: Readonly<Record<PlanType, PlanMonthlyLimits>> = {
  freemium: { baseTokens: 100_000, maxConversations: 30, maxDevices: 1 },
  professional: { baseTokens: 2_000_000, maxConversations: 300, maxDevices: 2 },
  enterprise: { baseTokens: 20_000_000, maxConversations: null, maxDevices: 10 },
};

/** Tokens in one block of extra tokens, the unit `cost_per_100k_extra` prices (spec 1 §9). */
export const EXTRA_TOKENS_BLOCK = 100_000;

/** The plans from the cheapest to the most complete. */
export const PLAN_ORDER: readonly PlanType[] = ['freemium', 'professional', 'enterprise'];

/** The cheapest of the given plans (the one that unlocks a feature), or null when none is given. */
export function cheapestPlan(plans: readonly PlanType[]): PlanType | null {
  return PLAN_ORDER.find((plan) => plans.includes(plan)) ?? null;
}

/**
 * The plans that include document analysis, the chat's file panel (spec 1 §3, spec 2 §1: a Pro
 * and Enterprise feature). The server's upload check reads this list, so the chat's lock and the
 * server's 403 name the same plan.
 */
export const DOCUMENT_ANALYSIS_PLANS: readonly PlanType[] = ['professional', 'enterprise'];

/** A plan card's price: 'Gratuito' when free, else 'R$ 39,90' (the card adds '/mês'). */
export function planPriceLabel(monthlyPrice: number): string {
  return monthlyPrice <= 0 ? 'Gratuito' : formatBRL(monthlyPrice);
}
