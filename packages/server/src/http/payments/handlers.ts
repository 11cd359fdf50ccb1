// Plans and payments (spec 1 §3, §4, §7, §8 "Plans page", §9). Changing plans lives in
// modules/payments/plan-change.ts, Stripe's webhook in stripe-webhook.ts.
import { and, eq } from 'drizzle-orm';
import { defineOperations, retryAfter } from '../../contract/define.ts';
import { recordActivity } from '../../modules/accounts/activities/activities.ts';
import { checkCurrentPassword } from '../../modules/accounts/current-password.ts';
import { ACCOUNT_MESSAGES } from '../../modules/accounts/messages.ts';
import { findUserById } from '../../modules/accounts/users.ts';
import { usageInWindow, usagePercent } from '../../modules/metering/usage.ts';
import { billingScope } from '../../modules/payer/payer.ts';
import { teamPlanRefusal } from '../../modules/payer/team-plan.ts';
import { buyExtraTokens, listExtraTokens } from '../../modules/payments/extra-tokens.ts';
import { PAYMENT_MESSAGES } from '../../modules/payments/messages.ts';
import { createPixCharge, getPixCharge, PIX_MESSAGES } from '../../modules/payments/pix.ts';
import {
  changePlan,
  pixPlanSwitchRefused,
  planChangeEvent,
  planOrThrow,
  plansAndCurrent,
  updateSubscription,
} from '../../modules/payments/plan-change.ts';
import {
  COST_PER_100K_EXTRA,
  FLEX_TOKENS_RATIO,
  PLAN_LABELS,
  PLAN_SEATS,
  type PlanType,
  toContractPlan,
} from '../../modules/payments/plans.ts';
import { paymentIntents, subscriptions } from '../../modules/payments/schema.ts';
import {
  currentCycle,
  currentPlanType,
  currentSubscription,
  formatDateBr,
  PIX_PROVIDER,
  pixPaidUntil,
  planMap,
  planPayment,
  settle,
  toContractSubscription,
  userSubscriptions,
} from '../../modules/payments/subscriptions.ts';
import { eraseAccount } from '../../modules/privacy/erasure.ts';
import { stripeWebhookOperations } from './stripe-webhook.ts';

const P = PAYMENT_MESSAGES;

export const paymentsOperations = defineOperations({
  paymentsListPlans: {
    handler: async ({ services }) => {
      const plans = await planMap(services);
      return { status: 200, body: { success: true, plans: [...plans.values()].map(toContractPlan) } };
    },
  },

  paymentsGetUpgradeOptions: {
    handler: async ({ user, services }) => {
      const { plans, current } = await plansAndCurrent(services, user.id);
      return {
        status: 200,
        body: {
          success: true,
          plans: [...plans.values()].map(toContractPlan),
          current_subscription: current
            ? {
                type: current.planType as PlanType,
                active: true,
                id: current.id,
                cancel_at_period_end: current.cancelAtPeriodEnd,
                current_period_end: current.currentPeriodEnd.toISOString(),
                ...planPayment(current),
              }
            : null,
        },
      };
    },
  },

  paymentsUpgradePlan: {
    invalidMessage: (issues) => (issues.some((i) => i.field === 'plan_type') ? P.invalidPlan : undefined),
    handler: async ({ body, user, services }) =>
      (await teamPlanRefusal(services, user.id)) ?? changePlan(services, user, body),
  },

  paymentsListExtraTokens: {
    handler: ({ user, services }) => listExtraTokens(services, user),
  },

  paymentsBuyExtraTokens: {
    invalidMessage: () => P.invalidExtraBlocks,
    handler: async ({ body, user, services }) =>
      (await teamPlanRefusal(services, user.id)) ?? buyExtraTokens(services, user, body.blocks),
  },

  paymentsCreatePixCharge: {
    invalidMessage: (issues) =>
      issues.some((issue) => issue.field === 'blocks') ? P.invalidExtraBlocks : PIX_MESSAGES.invalidRequest,
    handler: async ({ body, user, services }) =>
      (await teamPlanRefusal(services, user.id)) ?? createPixCharge(services, user, body),
  },

  paymentsGetPixCharge: {
    notFoundMessage: PIX_MESSAGES.notFound,
    handler: ({ params, user, services }) => getPixCharge(services, user, params.id),
  },

  paymentsCancelSubscription: {
    handler: async ({ user, services }) => {
      const current = await currentSubscription(services, user.id);
      if (!current) {
        return { status: 400, body: { success: false, error: P.noSubscription } };
      }
      if (current.cancelAtPeriodEnd) {
        return { status: 400, body: { success: false, error: P.alreadyScheduled } };
      }
      if (current.provider === PIX_PROVIDER) {
        // Cancelling would end it at the current period and lose days already paid for.
        return {
          status: 400,
          body: { success: false, error: P.pixNothingToCancel(formatDateBr(pixPaidUntil(current))) },
        };
      }
      await services.payments.setCancelAtPeriodEnd(current, true);
      await updateSubscription(services, current.id, { cancelAtPeriodEnd: true });
      const plan = (await planMap(services)).get(current.planType);
      await recordActivity(
        services.db,
        user.id,
        {
          kind: 'plan_cancel_scheduled',
          plan: plan?.name ?? current.planType,
          endsOn: formatDateBr(current.currentPeriodEnd),
        },
        services.clock.now(),
      );
      return {
        status: 200,
        body: {
          success: true,
          message: P.cancelScheduled(formatDateBr(current.currentPeriodEnd)),
          new_plan: 'freemium',
          effective_at: current.currentPeriodEnd.toISOString(),
        },
      };
    },
  },

  paymentsDeleteAccount: {
    invalidMessage: (issues) =>
      issues.every((issue) => issue.field === 'password')
        ? ACCOUNT_MESSAGES.deletePasswordRequired
        : P.deleteConfirm,
    handler: async ({ body, user, services }) => {
      // A stolen access token is not enough to erase the account: the password is asked again.
      const check = await checkCurrentPassword(services, user.id, body.password);
      if (check.kind === 'throttled') {
        return {
          status: 429,
          body: { success: false, error: ACCOUNT_MESSAGES.tooManyAttempts },
          headers: retryAfter(check.waitMs),
        };
      }
      if (check.kind === 'wrong') {
        return { status: 400, body: { success: false, error: ACCOUNT_MESSAGES.deletePasswordWrong } };
      }
      const row = await findUserById(services.db, user.id);
      if (!row) {
        return { status: 401, body: { detail: 'Usuário não encontrado.' } };
      }
      // The paid subscription is cancelled at the provider first: if that fails, nothing is
      // deleted and the user can try again.
      // Settling first turns a checkout paid a moment ago into the active subscription it is.
      for (const subscription of await userSubscriptions(services, user.id)) {
        if (subscription.status === 'active' || subscription.status === 'past_due') {
          await services.payments.cancelNow(subscription);
        }
      }
      // Every row that names the person, their stored files and archives; billing records kept
      // pseudonymised for the fiscal period (modules/privacy/erasure.ts, LGPD).
      await eraseAccount(services, user.id);
      return { status: 200, body: { success: true, message: P.accountDeleted } };
    },
  },

  paymentsListSubscriptions: {
    handler: async ({ user, services }) => {
      const [plans, rows] = await Promise.all([planMap(services), userSubscriptions(services, user.id)]);
      return {
        status: 200,
        body: {
          success: true,
          subscriptions: rows
            .filter((row) => row.status !== 'pending')
            .map((row) => toContractSubscription(row, plans)),
        },
      };
    },
  },

  paymentsUpdateSubscription: {
    invalidMessage: (issues) =>
      issues.some((i) => i.field === 'plan_type')
        ? 'Plano inválido. Escolha professional ou enterprise (para voltar ao freemium, cancele a assinatura).'
        : undefined,
    handler: async ({ params, body, user, services }) => {
      const [found] = await services.db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.id, params.id), eq(subscriptions.userId, user.id)));
      if (!found || found.status === 'pending') {
        return { status: 404, body: { success: false, error: P.subscriptionNotFound } };
      }
      const plans = await planMap(services);
      const row = await settle(services, found);
      if (row.status !== 'active' && row.status !== 'past_due') {
        return { status: 400, body: { success: false, error: P.subscriptionCanceled } };
      }
      const target = planOrThrow(plans, body.plan_type);
      if (row.planType === target.type) {
        return { status: 400, body: { success: false, error: P.subscriptionSamePlan(target.name) } };
      }
      if (row.provider === PIX_PROVIDER) {
        return pixPlanSwitchRefused(row, plans);
      }
      await services.payments.changePlan(row, target);
      const updated = await updateSubscription(services, row.id, {
        planType: target.type,
        cancelAtPeriodEnd: false,
      });
      await recordActivity(
        services.db,
        user.id,
        planChangeEvent(plans.get(row.planType), target),
        services.clock.now(),
      );
      return {
        status: 200,
        body: { success: true, subscription: toContractSubscription(updated ?? row, plans) },
      };
    },
  },

  paymentsCreatePaymentIntent: {
    invalidMessage: (issues) => {
      if (issues.some((i) => i.field === 'amount')) {
        return P.invalidAmount;
      }
      if (issues.some((i) => i.field === 'currency')) {
        return P.invalidCurrency;
      }
      if (issues.some((i) => i.field === 'plan_type')) {
        return P.invalidPlan;
      }
      return undefined;
    },
    handler: async ({ body, user, services }) => {
      const refusal = await teamPlanRefusal(services, user.id);
      if (refusal) {
        return refusal;
      }
      const currency = body.currency ?? 'brl';
      const intent = await services.payments.createPaymentIntent({
        amount: body.amount,
        currency,
        userId: user.id,
        planType: body.plan_type ?? null,
      });
      await services.db.insert(paymentIntents).values({
        userId: user.id,
        providerIntentId: intent.id,
        amount: body.amount,
        currency,
        planType: body.plan_type ?? null,
        provider: services.payments.name,
        status: intent.status,
        createdAt: services.clock.now(),
      });
      return {
        status: 200,
        body: {
          success: true,
          client_secret: intent.clientSecret,
          payment_intent_id: intent.id,
          amount: body.amount,
          currency,
        },
      };
    },
  },

  paymentsGetUsageSummary: {
    handler: async ({ user, services }) => {
      const row = await findUserById(services.db, user.id);
      if (!row) {
        return { status: 401, body: { detail: 'Usuário não encontrado.' } };
      }
      const { plans, current } = await plansAndCurrent(services, user.id);
      const plan = planOrThrow(plans, currentPlanType(current));
      const cycle = currentCycle(current, row.createdAt, services.clock.now());
      const used = await usageInWindow(services.db, user.id, cycle.start, cycle.end);
      return {
        status: 200,
        body: {
          success: true,
          summary: {
            usage: {
              tokens: {
                current_usage: used.tokens,
                base_limit: plan.baseTokens,
                usage_percent: usagePercent(used.tokens, plan.baseTokens),
              },
              conversations: {
                current_month: used.conversations,
                limit_month: plan.maxConversations,
                usage_percent: usagePercent(used.conversations, plan.maxConversations ?? 0),
              },
            },
            plan_config: {
              plan_type: plan.type as PlanType,
              max_devices: plan.maxDevices,
              base_tokens: plan.baseTokens,
              max_conversations: plan.maxConversations,
              flex_tokens: Math.round(plan.baseTokens * FLEX_TOKENS_RATIO),
              cost_per_100k_extra: COST_PER_100K_EXTRA,
            },
            cycle_start: cycle.start.toISOString(),
            cycle_end: cycle.end.toISOString(),
          },
        },
      };
    },
  },

  paymentsGetPackage: {
    handler: async ({ user, services }) => {
      // A member of an Enterprise team has the team's plan and seats (issue 21).
      const [plans, scope] = await Promise.all([planMap(services), billingScope(services, user.id)]);
      const plan = planOrThrow(plans, currentPlanType(scope.subscription));
      const type = plan.type as PlanType;
      return {
        status: 200,
        body: {
          success: true,
          package_type: type,
          name: plan.name as 'Freemium' | 'Professional' | 'Enterprise',
          label: PLAN_LABELS[type],
          seats: { used: type === 'enterprise' ? scope.pool.length : 1, limit: PLAN_SEATS[type] },
        },
      };
    },
  },

  paymentsGetSubscriptionStatus: {
    handler: async ({ user, services }) => {
      const current = await currentSubscription(services, user.id);
      const now = services.clock.now();
      return {
        status: 200,
        body: {
          success: true,
          status: 'Ativo',
          plan_type: currentPlanType(current),
          active: true,
          cancel_at_period_end: current?.cancelAtPeriodEnd ?? false,
          current_period_end: current ? current.currentPeriodEnd.toISOString() : null,
          days_remaining: current
            ? Math.max(0, Math.ceil((current.currentPeriodEnd.getTime() - now.getTime()) / 86_400_000))
            : null,
          ...planPayment(current),
        },
      };
    },
  },

  ...stripeWebhookOperations,
});
