// The plan's device limit (spec 1 §3 `max_devices`), read when a session opens: an upgrade counts
// from the next login at once, and a downgrade leaves the open sessions alone until then.
import type { Services } from '../../services.ts';
import type { DeviceLimit } from '../accounts/tokens.ts';
import { PLAN_CATALOG, PLAN_LABELS } from '../payments/plans.ts';
import { currentPlanType, planMap } from '../payments/subscriptions.ts';
import { planSubscription } from './payer.ts';

/** The spec's default when a plan row is missing (spec 1 §6 "Device limit defaults to 1"). */
const DEFAULT_MAX_DEVICES = 1;

/** How many devices the user's current plan allows; demo and superuser accounts follow their plan too. */
export async function deviceLimit(services: Services, userId: number): Promise<DeviceLimit> {
  const [plans, subscription] = await Promise.all([planMap(services), planSubscription(services, userId)]);
  const type = currentPlanType(subscription);
  const maxDevices =
    plans.get(type)?.maxDevices ??
    PLAN_CATALOG.find((plan) => plan.type === type)?.maxDevices ??
    DEFAULT_MAX_DEVICES;
  return { maxDevices: Math.max(1, maxDevices), planLabel: PLAN_LABELS[type] };
}
