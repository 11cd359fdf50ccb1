import { describe, expect, it } from 'vitest';
import {
  agentLockedMessage,
  cheapestPlan,
  DOCUMENT_ANALYSIS_PLANS,
  planBadge,
  planLabel,
  planPriceLabel,
  planSeats,
} from './plans';

describe('plan display helpers', () => {
  it('labels the plans Free, Pro and Enterprise', () => {
    expect(planLabel('freemium')).toBe('Free');
    expect(planLabel('professional')).toBe('Pro');
    expect(planLabel('enterprise')).toBe('Enterprise');
  });
  it('shows seats 1/1 on freemium and professional, 1/10 on enterprise', () => {
    expect(planSeats('freemium')).toBe('1/1');
    expect(planSeats('professional')).toBe('1/1');
    expect(planSeats('enterprise')).toBe('1/10');
  });
  it('badges the plan cards', () => {
    expect(['freemium', 'professional', 'enterprise'].map((plan) => planBadge(plan as never))).toEqual([
      'Gratuito',
      'Popular',
      'Enterprise',
    ]);
  });
  it("prices a free plan as 'Gratuito' and a paid one in reais", () => {
    expect(planPriceLabel(0)).toBe('Gratuito');
    expect(planPriceLabel(39.9)).toBe('R$\u00a039,90');
  });
  it('finds the cheapest plan of a feature: Pro unlocks document analysis', () => {
    expect(cheapestPlan(DOCUMENT_ANALYSIS_PLANS)).toBe('professional');
    expect(cheapestPlan(['enterprise', 'professional'])).toBe('professional');
    expect(cheapestPlan(['enterprise'])).toBe('enterprise');
    expect(cheapestPlan([])).toBeNull();
  });
  it('names the plan that unlocks a locked agent', () => {
    expect(agentLockedMessage('LeadFinder', 'Pro')).toBe(
      'O agente LeadFinder está disponível a partir do plano Pro. Faça upgrade para usá-lo.',
    );
  });
});
