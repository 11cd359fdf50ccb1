// The three plans (spec 1 §3, §9 prices; limits decided for the project and shown in the
// contract's examples and the README).

import { CUSTOM_AGENTS_DISCOUNT_PERCENT } from '@sppock/sdk';
import { PLAN_LABELS, PLAN_MONTHLY_LIMITS, PLAN_SEATS } from '@sppock/sdk/domain';
import type { Clock } from '../../clock.ts';
import type { components } from '../../contract/generated.ts';
import type { Executor } from '../../db/client.ts';
import { plans } from './schema.ts';

export type PlanType = components['schemas']['PlanType'];
export type PlanRow = typeof plans.$inferSelect;

export const CYCLE_DAYS = 30;
/** Flex allowance after the base limit: 20% of base_tokens. */
export const FLEX_TOKENS_RATIO = 0.2;
/** BRL per 100K extra tokens (spec 1 §9). */
export const COST_PER_100K_EXTRA = 0.5;

// The plans' labels and seats are the SDK's (the account panel and the plan cards show the same).
export { PLAN_LABELS, PLAN_SEATS };

/** A plan's limits as the plans table holds them (the SDK's figures). */
function limitsOf(
  plan: PlanType,
): Pick<typeof plans.$inferInsert, 'baseTokens' | 'maxConversations' | 'maxDevices'> {
  const { baseTokens, maxConversations, maxDevices } = PLAN_MONTHLY_LIMITS[plan];
  return { baseTokens, maxConversations, maxDevices };
}

export const PLAN_CATALOG: (typeof plans.$inferInsert & { type: PlanType })[] = [
  {
    type: 'freemium',
    name: 'Freemium',
    priceCents: 0,
    description: 'Para conhecer o Sppock — o Commander e os agentes essenciais, com limite mensal de uso.',
    popular: false,
    ...limitsOf('freemium'),
    llmProvider: 'Gemini Flash',
    searchTool: false,
    sortOrder: 1,
  },
  {
    type: 'professional',
    name: 'Professional',
    priceCents: 3_990,
    description:
      'Para profissionais e pequenas empresas — mais tokens, busca na web e os agentes de marketing e vendas.',
    popular: true,
    ...limitsOf('professional'),
    llmProvider: 'GPT-4o mini e Gemini',
    searchTool: true,
    sortOrder: 2,
  },
  {
    type: 'enterprise',
    name: 'Enterprise',
    priceCents: 39_900,
    description: `Para equipes — até ${PLAN_SEATS.enterprise} usuários, conversas ilimitadas, todos os agentes e ${CUSTOM_AGENTS_DISCOUNT_PERCENT}% de desconto em agentes personalizados.`,
    popular: false,
    ...limitsOf('enterprise'),
    llmProvider: 'GPT-4o, Gemini e Claude',
    searchTool: true,
    sortOrder: 3,
  },
];

/** Inserts the plans that are missing (first start); existing rows are left as they are. */
export async function seedPlans(executor: Executor): Promise<void> {
  await executor.insert(plans).values(PLAN_CATALOG).onConflictDoNothing({ target: plans.type });
}

export async function listPlans(executor: Executor): Promise<PlanRow[]> {
  const rows = await executor.select().from(plans);
  return rows.sort((a, b) => a.sortOrder - b.sortOrder);
}

export function priceOf(plan: PlanRow): number {
  return plan.priceCents / 100;
}

export function toContractPlan(plan: PlanRow): components['schemas']['SubscriptionPlan'] {
  return {
    type: plan.type as PlanType,
    name: plan.name as components['schemas']['SubscriptionPlan']['name'],
    pricing: { monthly: priceOf(plan), currency: 'BRL' },
    description: plan.description,
    popular: plan.popular,
    features: {
      base_tokens: plan.baseTokens,
      max_conversations: plan.maxConversations,
      max_devices: plan.maxDevices,
      llm_provider: plan.llmProvider,
      search_tool: plan.searchTool,
    },
  };
}

/** How long a node serves the plan list it read before reading it again. */
export const PLAN_CATALOG_TTL_MS = 60_000;

/**
 * The plan catalogue as this node last read it. Plans change only through the seed or an
 * operator's SQL, while the list is read on every plans page, usage check and upgrade: reading
 * it once a minute instead of on each call takes a query off the hottest public route, and an
 * operator's price change reaches every node within the minute.
 */
export class PlanCatalog {
  private readonly executor: Executor;
  private readonly clock: Clock;
  private readonly ttlMs: number;
  private cached: { readAt: number; plans: Promise<Map<string, PlanRow>> } | null = null;

  constructor(executor: Executor, clock: Clock, ttlMs = PLAN_CATALOG_TTL_MS) {
    this.executor = executor;
    this.clock = clock;
    this.ttlMs = ttlMs;
  }

  /** The plans by type, in price order (one read shared by concurrent callers). */
  byType(): Promise<Map<string, PlanRow>> {
    const now = this.clock.now().getTime();
    if (!this.cached || now - this.cached.readAt >= this.ttlMs || now < this.cached.readAt) {
      const plans = listPlans(this.executor).then((rows) => new Map(rows.map((plan) => [plan.type, plan])));
      const entry = { readAt: now, plans };
      this.cached = entry;
      // A failed read is not kept: the next call tries again.
      plans.catch(() => {
        if (this.cached === entry) {
          this.cached = null;
        }
      });
    }
    return this.cached.plans;
  }
}
