// The FAQ chatbot's part of the configuration (`config.chatbot`). CHATBOT_PLANS lists the plans
// whose subscribers may ask the bot (a comma-separated list of freemium, professional,
// enterprise; default all three): a plan left out gets the 403 of spec 2 §8 'Acesso negado.
// Verifique sua assinatura.'. Visitors (no account) are not affected by it.
import { PLAN_ORDER } from '@sppock/sdk/domain';
import type { EnvReaders } from '../llm/settings.ts';
import type { PlanType } from '../payments/plans.ts';

export interface ChatbotSettings {
  /** CHATBOT_PLANS: plans whose subscribers may ask the bot. Default all. */
  plans: PlanType[];
}

const PLANS: readonly PlanType[] = PLAN_ORDER;

export function readChatbotSettings(read: Pick<EnvReaders, 'text'>, problems: string[]): ChatbotSettings {
  const raw = read.text('CHATBOT_PLANS');
  if (raw === null) {
    return { plans: [...PLANS] };
  }
  const names = raw
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(PLANS as readonly string[]).includes(name));
  if (unknown.length > 0 || names.length === 0) {
    problems.push(
      `CHATBOT_PLANS="${raw}" não é aceito: use uma lista separada por vírgulas de ${PLANS.join(', ')}.`,
    );
    return { plans: [...PLANS] };
  }
  return { plans: PLANS.filter((plan) => names.includes(plan)) };
}
