import type { components } from '@sppock/sdk';
import { usePlans } from '@sppock/sdk/react';
import type { PlanPrices } from './PricingSection';

/** The monthly prices of the server's plan list, by plan. */
export function planPricesOf(plans: ReadonlyArray<components['schemas']['SubscriptionPlan']>): PlanPrices {
  return {
    state: 'ready',
    monthly: Object.fromEntries(plans.map((plan) => [plan.type, plan.pricing.monthly])),
  };
}

/** The landing's prices from the public plan list (`GET /payments/plans/`, no session needed). */
export function usePlanPrices(): PlanPrices {
  const plans = usePlans();
  if (plans.data) {
    return planPricesOf(plans.data.plans);
  }
  if (plans.isError) {
    return { state: 'unavailable', onRetry: () => void plans.refetch(), retrying: plans.isFetching };
  }
  return { state: 'loading' };
}
