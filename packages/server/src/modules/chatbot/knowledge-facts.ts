// The values of the knowledge base's placeholders (`{{password.min}}`, `{{plan.professional.price}}`),
// each read from the module that enforces it: the plans as the database has them, the password
// policy, the token service, the verification codes, the throttles, the chat spacing, the support
// inbox, the assessments' question sets and the SDK's stated policies. An article never writes a
// number itself, so a changed limit changes the chatbot's answer with it.
import {
  ASSESSMENT_DURATION_MINUTES,
  CUSTOM_AGENTS_DISCOUNT_PERCENT,
  EXPIRY_WARNING_MS,
  formatFileSize,
  formatTokensInWords,
  MAX_UPLOAD_BYTES,
  PLAN_ORDER,
  REFUND_WINDOW_DAYS,
  SERVICE_CLAIMS,
  SUPPORT_CONTENT_MIN_LENGTH,
  SUPPORT_SUBJECT_MIN_LENGTH,
} from '@sppock/sdk';
import { DAY, HOUR, MINUTE } from '../../clock.ts';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS } from '../accounts/codes.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../accounts/password-policy.ts';
import { VERIFICATION_CODE_DIGITS } from '../accounts/passwords.ts';
import { RESET_TOKEN_TTL_MS } from '../accounts/reset-links.ts';
import { THROTTLES } from '../accounts/throttles.ts';
import { ACCESS_TOKEN_TTL_MS, DEFAULT_IDLE_MINUTES } from '../accounts/tokens.ts';
import { AGENT_CATALOG, COMMANDER, requiredPlan } from '../agents/catalog.ts';
import { USAGE_ALERT_THRESHOLDS } from '../agents/chat/alerts.ts';
import { spacingMs } from '../agents/chat/limits.ts';
import { DEFAULT_HISTORY_MONTHS } from '../agents/usage.ts';
import { CATALOGUE } from '../assessments/catalogue-data.ts';
import { IGTA_DIMENSION_LABELS, IGTA_DIMENSIONS } from '../assessments/questions/igta.ts';
import { MBTI_DIMENSIONS, MBTI_QUESTION_COUNT } from '../assessments/questions/mbti.ts';
import { RODA_AREAS } from '../assessments/questions/rodavida.ts';
import { MBTI_SCALE } from '../assessments/scoring/mbti.ts';
import { RODA_SCALE } from '../assessments/scoring/rodavida.ts';
import { MAX_AGENTS_PER_TEAM } from '../custom-agents/agents.ts';
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENTS_PER_AGENT } from '../custom-agents/knowledge.ts';
import { MAX_SITES_PER_ACCOUNT } from '../embed/messages.ts';
import { ACCEPTED_EXTENSIONS } from '../files/file-types.ts';
import { documentAnalysisAllowed } from '../files/plan-rule.ts';
import { canBuyExtraTokens, TOKENS_PER_BLOCK } from '../payments/extra-tokens.ts';
import {
  COST_PER_100K_EXTRA,
  CYCLE_DAYS,
  FLEX_TOKENS_RATIO,
  PLAN_LABELS,
  PLAN_SEATS,
  type PlanRow,
  type PlanType,
} from '../payments/plans.ts';
import { DEFAULT_SUPPORT_PRIORITY, SUPPORT_CATEGORIES } from '../support/inbox.ts';
import { PRIORITY_RANK, PRIORITY_SUPPORT_PLANS } from '../support/queue.ts';
import { INVITATION_TTL_MS } from '../teams/invitations.ts';

/** What the knowledge base reads from the server's configuration rather than from code. */
export interface KnowledgeSettings {
  /** SESSION_MAX_HOURS: a session's absolute lifetime since login. */
  sessionMaxHours: number;
}

export { PLAN_ORDER };
export const VISIBLE_AGENTS = AGENT_CATALOG.filter((agent) => !agent.hidden);

/** "Pro e Enterprise", "Free, Pro e Enterprise". */
export function joinPt(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
}

export function formatBrl(value: number): string {
  const [whole = '0', cents = '00'] = value.toFixed(2).split('.');
  return `R$ ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
}

const decimal = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 1 });

/** 100000 → "100 mil", 2000000 → "2 milhões" (the SDK's wording, shared with the plan cards). */
export const formatTokens = formatTokensInWords;

const UNITS = {
  second: { ms: 1000, one: 'segundo', many: 'segundos' },
  minute: { ms: MINUTE, one: 'minuto', many: 'minutos' },
  hour: { ms: HOUR, one: 'hora', many: 'horas' },
  day: { ms: DAY, one: 'dia', many: 'dias' },
} as const;

/**
 * A duration in the unit the product says it in: (3000, 'second') → "3 segundos",
 * (HOUR, 'minute') → "60 minutos" (the renewal toast's words), (DAY, 'day') → "1 dia".
 */
export function formatDuration(ms: number, unit: keyof typeof UNITS): string {
  const { ms: size, one, many } = UNITS[unit];
  const count = ms / size;
  return `${decimal(count)} ${count === 1 ? one : many}`;
}

/** "de 15 a 20 minutos". */
const minutesRange = ({ min, max }: { min: number; max: number }) => `de ${min} a ${max} minutos`;

const percent = (value: number) => `${decimal(value)}%`;

const labels = (plans: readonly PlanType[]) =>
  joinPt(PLAN_ORDER.filter((plan) => plans.includes(plan)).map((plan) => PLAN_LABELS[plan]));

function assessmentPlans(slug: string): string {
  const entry = CATALOGUE.find((item) => item.slug === slug);
  if (!entry) {
    throw new Error(`Teste ${slug} ausente do catálogo: a base de conhecimento do chatbot depende dele.`);
  }
  return labels(entry.enabled_packages);
}

/** "urgente, alta, normal e baixa" → in the order a user reads them, least urgent first. */
function prioritiesInOrder(): string {
  return joinPt(
    (Object.entries(PRIORITY_RANK) as [string, number][])
      .sort((a, b) => a[1] - b[1])
      .map(([priority]) => priority),
  );
}

/** The spacing of every agent but the Commander: one figure when they share it. */
function agentSpacing(): string {
  const spacings = [
    ...new Set(
      AGENT_CATALOG.filter((agent) => agent.agent_type !== COMMANDER).map((agent) =>
        spacingMs(agent.agent_type),
      ),
    ),
  ].sort((a, b) => a - b);
  return joinPt(spacings.map((ms) => formatDuration(ms, 'second')));
}

/** Facts that depend on the plans as the database has them. */
function planFacts(plans: ReadonlyMap<string, PlanRow>): Record<string, string> {
  const facts: Record<string, string> = {};
  for (const plan of PLAN_ORDER) {
    const row = plans.get(plan);
    if (!row) {
      throw new Error(`Plano ${plan} ausente: a base de conhecimento do chatbot depende dele.`);
    }
    const key = `plan.${plan}`;
    facts[`${key}.label`] = PLAN_LABELS[plan];
    facts[`${key}.price`] =
      row.priceCents === 0 ? `${formatBrl(0)} (gratuito)` : formatBrl(row.priceCents / 100);
    facts[`${key}.tokens`] = formatTokens(row.baseTokens);
    facts[`${key}.conversations`] =
      row.maxConversations === null ? 'ilimitadas' : String(row.maxConversations);
    facts[`${key}.devices`] = String(row.maxDevices);
    facts[`${key}.seats`] = String(PLAN_SEATS[plan]);
    facts[`${key}.model`] = row.llmProvider;
    facts[`agents.${plan}`] = joinPt(
      VISIBLE_AGENTS.filter((agent) => agent.plans.includes(plan)).map((agent) => agent.name),
    );
  }
  facts['search.plans'] = labels(PLAN_ORDER.filter((plan) => plans.get(plan)?.searchTool === true));
  return facts;
}

/** The values of every placeholder. */
export function knowledgeFacts(
  plans: ReadonlyMap<string, PlanRow>,
  settings: KnowledgeSettings,
): Record<string, string> {
  const [loginAttempts, loginWindow] = THROTTLES.loginPerEmailIp;
  const [, resendEvery] = THROTTLES.codeCooldown;
  const { availabilityPercent, agentAccuracyPercent, answerMinutes, setupMinutes } = SERVICE_CLAIMS;
  return {
    ...planFacts(plans),
    'agents.list': VISIBLE_AGENTS.map(
      (agent) =>
        `- **${agent.name}** (a partir do plano ${PLAN_LABELS[requiredPlan(agent.agent_type)]}): ${agent.description}`,
    ).join('\n'),

    // Plans, cycle, refund, extra tokens and alerts.
    'cycle.days': `${CYCLE_DAYS} dias`,
    'refund.days': `${REFUND_WINDOW_DAYS} dias`,
    'flex.percent': percent(FLEX_TOKENS_RATIO * 100),
    'extra.price': formatBrl(COST_PER_100K_EXTRA),
    'extra.block': formatTokens(TOKENS_PER_BLOCK),
    'extra.plans': labels(PLAN_ORDER.filter(canBuyExtraTokens)),
    'usage.alerts': joinPt(USAGE_ALERT_THRESHOLDS.map(percent)),
    'usage.historyMonths': `${DEFAULT_HISTORY_MONTHS} meses`,
    'customAgents.discount': percent(CUSTOM_AGENTS_DISCOUNT_PERCENT),
    'customAgents.max': String(MAX_AGENTS_PER_TEAM),
    'customAgents.documents': String(MAX_DOCUMENTS_PER_AGENT),
    'customAgents.documentSize': formatFileSize(MAX_DOCUMENT_BYTES),
    'teams.invitation': formatDuration(INVITATION_TTL_MS, 'day'),
    'embed.sites': String(MAX_SITES_PER_ACCOUNT),

    // Accounts: password, sessions, codes, throttles.
    'password.min': `${PASSWORD_MIN_LENGTH} caracteres`,
    'password.max': `${PASSWORD_MAX_LENGTH} caracteres`,
    'session.access': formatDuration(ACCESS_TOKEN_TTL_MS, 'minute'),
    'session.warning': formatDuration(EXPIRY_WARNING_MS, 'minute'),
    'session.idle': formatDuration(DEFAULT_IDLE_MINUTES * MINUTE, 'minute'),
    'session.max': formatDuration(settings.sessionMaxHours * HOUR, 'hour'),
    'code.digits': `${VERIFICATION_CODE_DIGITS} dígitos`,
    'code.ttl': formatDuration(CODE_TTL_MS, 'minute'),
    'code.attempts': `${CODE_MAX_ATTEMPTS} tentativas`,
    'code.resendEvery': formatDuration(resendEvery, 'minute'),
    'reset.ttl': formatDuration(RESET_TOKEN_TTL_MS, 'hour'),
    'login.attempts': `${loginAttempts} tentativas`,
    'login.window': formatDuration(loginWindow, 'minute'),

    // Chat: spacing and files.
    'spacing.commander': formatDuration(spacingMs(COMMANDER), 'second'),
    'spacing.agents': agentSpacing(),
    'uploads.plans': labels(PLAN_ORDER.filter(documentAnalysisAllowed)),
    'uploads.extensions': joinPt(ACCEPTED_EXTENSIONS.map((extension) => extension.toUpperCase())),
    'uploads.max': `${Math.round(MAX_UPLOAD_BYTES / (1024 * 1024))} MB`,

    // Support.
    'support.categories': joinPt(SUPPORT_CATEGORIES.map((category) => `'${category.name}'`)),
    'support.priorities': prioritiesInOrder(),
    'support.defaultPriority': DEFAULT_SUPPORT_PRIORITY,
    'support.subjectMin': `${SUPPORT_SUBJECT_MIN_LENGTH} caracteres`,
    'support.contentMin': `${SUPPORT_CONTENT_MIN_LENGTH} caracteres`,
    'support.priorityPlans': labels(PRIORITY_SUPPORT_PLANS),

    // The landing page's claims.
    'claims.availability': percent(availabilityPercent),
    'claims.accuracy': percent(agentAccuracyPercent),
    'claims.answerTime': `de ${answerMinutes.min} a ${answerMinutes.max} minutos`,
    'claims.setup': formatDuration(setupMinutes * MINUTE, 'minute'),

    // Assessments.
    'roda.areas': `${RODA_AREAS.length} áreas`,
    'roda.scale': `${RODA_SCALE.min} a ${RODA_SCALE.max}`,
    'roda.duration': minutesRange(ASSESSMENT_DURATION_MINUTES.rodavida),
    'roda.plans': assessmentPlans('rodavida'),
    'mbti.questions': String(MBTI_QUESTION_COUNT),
    'mbti.scale': `${MBTI_SCALE.min} a ${MBTI_SCALE.max}`,
    'mbti.types': `${2 ** MBTI_DIMENSIONS.length} tipos`,
    'mbti.duration': minutesRange(ASSESSMENT_DURATION_MINUTES.mbti),
    'mbti.plans': assessmentPlans('mbti'),
    'igta.dimensions': joinPt(IGTA_DIMENSIONS.map((dimension) => IGTA_DIMENSION_LABELS[dimension])),
    'igta.plans': assessmentPlans('igta'),
    'assessments.upcoming': joinPt(
      CATALOGUE.filter((entry) => entry.route === null).map((entry) => entry.title),
    ),
  };
}
