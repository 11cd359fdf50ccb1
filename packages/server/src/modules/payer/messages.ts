// The refusals of the plan's limits, worded once for every chat that spends the plan's tokens
// (the Commander and its agents, custom agents, assessment reports, a partner site's visitor).
import { PLAN_LABELS, type PlanType } from '../payments/plans.ts';

const number = new Intl.NumberFormat('pt-BR');

export const PLAN_LIMIT_MESSAGES = {
  tokenLimit: (
    plan: PlanType,
    base: number,
    flex: number,
    next: { plan: PlanType; tokens: number } | null,
    extra = 0,
  ) =>
    `Você atingiu o limite de tokens do plano ${PLAN_LABELS[plan]} neste ciclo (${number.format(base)} tokens, mais ${number.format(flex)} de margem${extra > 0 ? ` e ${number.format(extra)} extras` : ''}).` +
    // A paid plan may buy extra tokens past the flex allowance (spec 1 §8 FAQ).
    (plan !== 'freemium' ? ' Você pode comprar tokens extras em Minha Conta, na aba Uso.' : '') +
    (next
      ? ` O plano ${PLAN_LABELS[next.plan]} aumenta o limite para ${number.format(next.tokens)} tokens.`
      : ' O limite volta no próximo ciclo.'),
  conversationLimit: (plan: PlanType, max: number, next: { plan: PlanType; max: number | null } | null) =>
    `Você atingiu o limite de ${number.format(max)} conversas do plano ${PLAN_LABELS[plan]} neste ciclo.` +
    (next
      ? next.max === null
        ? ` O plano ${PLAN_LABELS[next.plan]} não tem limite de conversas.`
        : ` O plano ${PLAN_LABELS[next.plan]} aumenta o limite para ${number.format(next.max)} conversas.`
      : ' O limite volta no próximo ciclo.'),
} as const;
