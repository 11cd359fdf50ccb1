// Sample answers of the contract, for the stories and tests of the shell, account and plans
// features; `shellHandlers.ts` serves them. Nothing here is shown by the library itself.
import { MONTH_NAMES, PLAN_MONTHLY_LIMITS, type PlanType, type Schema } from '@sppock/sdk';
import { fakeUser } from '@sppock/sdk/testing';
import contractExamples from '../testing/contractExamples.json';

type Usage = Schema<'AgentUsageCurrent'>;
type Activity = Schema<'AgentActivity'>;
type Conversation = Schema<'AgentConversation'>;
type SearchHit = Schema<'ConversationSearchHit'>;
type Plan = Schema<'SubscriptionPlan'>;
type CurrentSubscription = Schema<'CurrentSubscription'>;

const DAY_MS = 86_400_000;

/** "Now" for the sample cycles and dates, so a story's subscription is always current. */
export const FIXTURE_NOW = Date.now();

/** The sample signed-in user of the shell, account and plans stories: the kit's fake user. */
export const fixtureUser = fakeUser;

/** A name long enough to test how the header and the panel wrap. */
export const LONG_NAME_USER = fixtureUser({
  first_name: 'Maria Eduarda Albuquerque de Vasconcelos',
  last_name: 'Cavalcanti Monteiro',
  email: 'maria.eduarda.albuquerque.vasconcelos@distribuidoradealimentosdonordeste.com.br',
  company: 'Distribuidora de Alimentos e Bebidas do Nordeste Brasileiro Ltda.',
});

/** The usage call's limits per plan: the SDK's figures, with the fixtures' flex allowances. */
export const PLAN_LIMITS: Readonly<Record<PlanType, Usage['limits']>> = {
  freemium: usageLimits('freemium', 0),
  professional: usageLimits('professional', 400_000),
  enterprise: usageLimits('enterprise', 4_000_000),
};

function usageLimits(plan: PlanType, flexTokens: number): Usage['limits'] {
  const { baseTokens, maxConversations } = PLAN_MONTHLY_LIMITS[plan];
  return {
    max_tokens: baseTokens,
    max_conversations: maxConversations,
    flex_tokens: flexTokens,
    cost_per_100k_extra: 0.5,
  };
}

export interface UsageFixtureOptions {
  plan?: PlanType;
  /** Tokens used as a percentage of the plan's base limit. */
  tokenPercent?: number;
  /** Conversations created in the cycle. */
  conversations?: number;
  /** Days until the cycle ends. */
  daysLeft?: number;
}

/** The usage endpoint's answer for a plan at a given level. */
export function usageFixture({
  plan = 'professional',
  tokenPercent = 62,
  conversations = 87,
  daysLeft = 23,
}: UsageFixtureOptions = {}): Usage {
  const limits = PLAN_LIMITS[plan];
  const unlimited = plan === 'enterprise';
  const cycleEnd = FIXTURE_NOW + daysLeft * DAY_MS;
  return {
    success: true,
    usage: {
      tokens_used_this_month: Math.round((limits.max_tokens * tokenPercent) / 100),
      conversations_this_month: conversations,
      conversations_deleted: Math.min(5, conversations),
      active_conversations: Math.max(0, conversations - 5),
      usage_percent: tokenPercent,
      unlimited,
      cycle_start: new Date(cycleEnd - 30 * DAY_MS).toISOString(),
      cycle_end: new Date(cycleEnd).toISOString(),
    },
    limits,
    package_type: plan,
  };
}

export const ACTIVITIES: Activity[] = [
  {
    id: 1287,
    title: 'Nova conversa iniciada',
    description: 'Plano de marketing para a Páscoa — Sppock Commander',
    relative_time: 'Agora mesmo',
    icon: 'message-square',
    color: 'blue',
    created_at: '2026-03-28T17:28:00Z',
  },
  {
    id: 1281,
    title: 'Análise concluída',
    description: 'Concorrentes de padarias artesanais em Campinas — Concorrência',
    relative_time: '3h atrás',
    icon: 'check-circle',
    color: 'violet',
    created_at: '2026-03-28T14:25:00Z',
  },
  {
    id: 1264,
    title: 'E-mail gerado',
    description: 'E-mail de promoção de Páscoa para clientes — Email Writer',
    relative_time: '2 dia(s) atrás',
    icon: 'send',
    color: 'green',
    created_at: '2026-03-26T19:45:00Z',
  },
  {
    id: 1250,
    title: 'Uso de tokens em 80%',
    description: 'Você usou 80% dos tokens do ciclo',
    relative_time: '3 dia(s) atrás',
    icon: 'other',
    color: 'orange',
    created_at: '2026-03-25T10:00:00Z',
  },
  {
    id: 1231,
    title: 'Leads encontrados',
    description: '25 cafeterias em Belo Horizonte com interesse em pães artesanais — LeadFinder',
    relative_time: '5 dia(s) atrás',
    icon: 'check-circle',
    color: 'violet',
    created_at: '2026-03-23T09:12:00Z',
  },
];

/** A plan card's limits (the SDK's figures). */
function planFeatureLimits(plan: PlanType) {
  const { baseTokens, maxConversations, maxDevices } = PLAN_MONTHLY_LIMITS[plan];
  return { base_tokens: baseTokens, max_conversations: maxConversations, max_devices: maxDevices };
}

export const PLANS: Plan[] = [
  {
    type: 'freemium',
    name: 'Freemium',
    pricing: { monthly: 0, currency: 'BRL' },
    description: 'Para conhecer o Sppock — o Commander e os agentes essenciais, com limite mensal de uso.',
    popular: false,
    features: {
      ...planFeatureLimits('freemium'),
      llm_provider: 'Gemini Flash',
      search_tool: false,
    },
  },
  {
    type: 'professional',
    name: 'Professional',
    pricing: { monthly: 39.9, currency: 'BRL' },
    description:
      'Para profissionais e pequenas empresas — mais tokens, busca na web e os agentes de marketing e vendas.',
    popular: true,
    features: {
      ...planFeatureLimits('professional'),
      llm_provider: 'GPT-4o mini e Gemini',
      search_tool: true,
    },
  },
  {
    type: 'enterprise',
    name: 'Enterprise',
    pricing: { monthly: 399, currency: 'BRL' },
    description:
      'Para equipes — até 10 usuários, conversas ilimitadas, todos os agentes e 30% de desconto em agentes personalizados.',
    popular: false,
    features: {
      ...planFeatureLimits('enterprise'),
      llm_provider: 'GPT-4o, Gemini e Claude',
      search_tool: true,
    },
  },
];

/**
 * The paid subscription of a plan, or null on freemium: paid by card (renews by itself) or by Pix
 * (paid until its period's end).
 */
export function subscriptionFixture(
  plan: PlanType,
  options: { cancelAtPeriodEnd?: boolean; daysLeft?: number; paidWith?: Schema<'PaidWith'> } = {},
): CurrentSubscription | null {
  if (plan === 'freemium') {
    return null;
  }
  const end = new Date(FIXTURE_NOW + (options.daysLeft ?? 23) * DAY_MS).toISOString();
  const pix = options.paidWith === 'pix';
  return {
    type: plan,
    active: true,
    id: 'sub_1Q8hXb2eZvKYlo2C',
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
    current_period_end: end,
    paid_with: pix ? 'pix' : 'card',
    paid_until: pix ? end : null,
  };
}

const CONVERSATION_TITLES: ReadonlyArray<[string, Conversation['agent']]> = [
  ['Plano de marketing para a Páscoa', 'chatsppock'],
  ['Concorrentes de padarias artesanais em Campinas', 'competition'],
  ['E-mail de promoção de Páscoa para clientes', 'email_writer'],
  ['Ideias de produtos sem glúten', 'brainstorm'],
  ['Cafeterias em Belo Horizonte para parceria', 'lead_finder'],
  ['Fornecedores de farinha orgânica em Minas Gerais', 'supplier_finder'],
];

/** Conversations of the Conversas tab, newest first. */
export function conversationsFixture(count = 6): Conversation[] {
  return Array.from({ length: count }, (_, index) => {
    const [title, agent] = CONVERSATION_TITLES[index % CONVERSATION_TITLES.length]!;
    const prefix = ['3f6c2a8e', '9b41d7a2', 'c57e18d0', '4b9f10a3', 'e2d8c6b4', '71a0f5c9'][index % 6];
    const id = `${prefix}-9b41-4d7a-a2c5-7e18d04b9${String(100 + index).padStart(3, '0')}`;
    return {
      id,
      session_id: id,
      agent,
      title,
      date: new Date(FIXTURE_NOW - index * 1.7 * DAY_MS).toISOString(),
      messages: 4 + ((index * 5) % 17),
      status: index < 2 ? 'Ativa' : 'Concluída',
      total_tokens_used: 3200 + index * 1850,
    };
  });
}

const SEARCH_MESSAGES: ReadonlyArray<{
  role: SearchHit['role'];
  before: string;
  word: string;
  after: string;
}> = [
  {
    role: 'assistant',
    before: 'Sugiro três frentes para a ',
    word: 'Páscoa',
    after: ': pré-venda de ovos, kits de café da manhã e parcerias com o comércio do bairro',
  },
  {
    role: 'user',
    before: 'Quero um e-mail de promoção de ',
    word: 'páscoa',
    after: ' para os clientes fiéis',
  },
  {
    role: 'assistant',
    before: 'A concorrência faz cestas de ',
    word: 'Páscoa',
    after: ' a partir de R$ 89,90, com entrega grátis acima de R$ 150,00',
  },
];

/**
 * Messages found by the search across conversations (issue 29) for 'páscoa', in the conversations
 * of `conversationsFixture` and one custom agent's, as the server answers them.
 */
export function conversationSearchFixture(): SearchHit[] {
  const conversations = conversationsFixture(3);
  const hits: SearchHit[] = SEARCH_MESSAGES.map((message, index) => {
    const conversation = conversations[index]!;
    return {
      conversation_id: conversation.session_id,
      source: 'agent',
      agent: conversation.agent,
      agent_name:
        AGENT_NAMES.find((agent) => agent.agent_type === conversation.agent)?.name ?? conversation.agent,
      title: conversation.title,
      message_id: `0b7d4c1e-8f2a-4e6b-9a13-c5d2e7f80${String(100 + index)}`,
      role: message.role,
      date: conversation.date,
      passage: {
        segments: [
          { text: message.before, match: false },
          { text: message.word, match: true },
          { text: message.after, match: false },
        ],
        truncated_start: index === 0,
        truncated_end: index !== 1,
      },
    };
  });
  hits.push({
    conversation_id: '9a4e2c6b-1d8f-4b3a-8e7c-2f5d0a9b6c14',
    source: 'custom_agent',
    agent: 'cag_9fK3wQ7zB2nM5xR1aLp0',
    agent_name: 'Atendente da Padaria Boa Vista',
    title: 'Encomendas de ovos de chocolate',
    message_id: '5c8e1a3f-7b2d-4f9e-a604-d1b3c5e7f920',
    role: 'user',
    date: new Date(FIXTURE_NOW - 5 * DAY_MS).toISOString(),
    passage: {
      segments: [
        { text: 'Quantos ovos de ', match: false },
        { text: 'Páscoa', match: true },
        { text: ' vendemos no ano passado?', match: false },
      ],
      truncated_start: false,
      truncated_end: false,
    },
  });
  return hits;
}

/** The agent catalogue as the metadata call answers it (the contract's example, generated from the bundle). */
export const AGENT_NAMES: Schema<'AgentMetadataList'>['agents'] =
  contractExamples.agentCatalogue as Schema<'AgentMetadataList'>['agents'];

const MONTHLY_USAGE: ReadonlyArray<readonly [number, number]> = [
  [0, 0],
  [0, 0],
  [12_400, 3],
  [38_900, 9],
  [54_300, 14],
  [71_800, 19],
  [96_500, 28],
  [412_000, 33],
  [861_200, 52],
  [684_500, 41],
  [1_523_900, 96],
  [1_240_000, 87],
];

/** Twelve months ending in the current one, oldest first; the busiest months pass 100000 tokens. */
export const HISTORY: Schema<'AgentUsageMonth'>[] = MONTHLY_USAGE.map(([tokens, conversations], index) => {
  const date = new Date(FIXTURE_NOW);
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - (MONTHLY_USAGE.length - 1 - index));
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  return {
    month_name: `${MONTH_NAMES[month]} ${year}`,
    month: `${year}-${String(month + 1).padStart(2, '0')}`,
    tokens_consumed: tokens,
    conversations_created: conversations,
  };
});

export const PREFERENCES: Schema<'NotificationPreferences'> = {
  email_notifications: true,
  push_notifications: true,
  usage_alerts: true,
  marketing_emails: false,
  support_notifications: true,
  system_updates: true,
};

export const SETTINGS: Schema<'GeneralSettings'> = {
  dark_mode: true,
  auto_save: true,
  data_analysis: true,
  language: 'pt-BR',
  session_timeout: 30,
  show_tutorials: true,
  enable_analytics: true,
  privacy_mode: false,
};
