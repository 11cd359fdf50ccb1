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
