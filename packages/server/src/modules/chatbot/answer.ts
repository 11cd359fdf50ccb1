// How the FAQ chatbot answers a question: the knowledge base finds the article; offline, that
// article is the answer; with a language-model provider configured, the model writes the answer
// from the retrieved articles only and the answer says so. Below the confidence threshold the
// bot says it is not sure and hands the conversation to the support inbox, prefilled.
import { SUPPORT_CONTENT_MAX_LENGTH, SUPPORT_SUBJECT_MIN_LENGTH } from '@sppock/sdk';
import { generateText } from 'ai';
import type { components } from '../../contract/generated.ts';
import type { Services } from '../../services.ts';
import { chooseModel, type ModelChoice, modelRouteFor } from '../llm/choose-model.ts';
import { PlanLimitReached } from '../llm/errors.ts';
import { callModel } from '../llm/gateway.ts';
import { planState } from '../payer/plan-state.ts';
import type { PlanRow, PlanType } from '../payments/plans.ts';
import { DEFAULT_SUPPORT_PRIORITY } from '../support/inbox.ts';
import { supportCategories } from '../support/schema.ts';
import type { RenderedArticle } from './knowledge-base.ts';
import type { KnowledgeSettings } from './knowledge-facts.ts';
import { createFaqIndex, type FaqDecision, type FaqIndex } from './search.ts';

type Reply = components['schemas']['ChatbotReply'];
export type BotAnswer = Omit<Reply, 'message_id'> & { articleIds: string[] };

/** The `agent` of the chatbot's metered model calls. */
export const CHATBOT_AGENT = 'faq_chatbot';

export const CHATBOT_COPY = {
  greeting:
    'Olá! Sou o assistente de dúvidas do Sppock. Pergunte sobre planos e preços, tokens, agentes, arquivos, testes, sua conta ou o suporte.',
  thanks: 'De nada! Se surgir outra dúvida, é só perguntar.',
  notSure:
    'Não tenho certeza da resposta para isso na nossa central de ajuda. Você pode reformular a pergunta ou abrir uma mensagem para a equipe de suporte — eu já preencho com a nossa conversa.',
  notSureWithHint: (title: string) =>
    `Não tenho certeza da resposta para isso. O assunto mais próximo que encontrei foi "${title}" — veja as sugestões abaixo, reformule a pergunta ou abra uma mensagem para a equipe de suporte, já preenchida com a nossa conversa.`,
  writtenByModel: (titles: string[]) =>
    `\n\n_Resposta escrita por IA a partir da central de ajuda do Sppock (${titles.join('; ')})._`,
  handoffSubject: 'Dúvida enviada pelo chatbot',
} as const;

/** Questions offered when there is nothing closer (a greeting, an unclear question). */
const STARTERS = ['planos-e-precos', 'tokens-acabaram', 'falar-com-suporte'];

interface KnowledgeCache {
  signature: string;
  index: FaqIndex;
}
let cache: KnowledgeCache | null = null;

function plansSignature(plans: ReadonlyMap<string, PlanRow>): string {
  return JSON.stringify(
    [...plans.values()].map((plan) => [
      plan.type,
      plan.priceCents,
      plan.baseTokens,
      plan.maxConversations,
      plan.maxDevices,
      plan.llmProvider,
      plan.searchTool,
    ]),
  );
}

/** The index for the plans as the database has them now (rebuilt only when they or the settings change). */
export async function faqIndex(services: Pick<Services, 'plans' | 'config'>): Promise<FaqIndex> {
  const plans = await services.plans.byType();
  const settings: KnowledgeSettings = { sessionMaxHours: services.config.sessionMaxHours };
  const signature = `${plansSignature(plans)}|${JSON.stringify(settings)}`;
  if (!cache || cache.signature !== signature) {
    cache = { signature, index: await createFaqIndex(plans, settings) };
  }
  return cache.index;
}

export interface Exchange {
  user_message: string;
  bot_response: string;
}

export interface AskInput {
  question: string;
  /** The session's earlier exchanges, oldest first. */
  history: readonly Exchange[];
  /** The signed-in asker; null for an anonymous visitor (answered from the articles, no model call). */
  asker: { userId: number; plan: PlanType } | null;
  sessionId: string;
}

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

async function categoryId(services: Services, name: string | undefined): Promise<number | null> {
  const rows = await services.db
    .select({ id: supportCategories.id, name: supportCategories.name })
    .from(supportCategories)
    .orderBy(supportCategories.sortOrder, supportCategories.id);
  return (rows.find((row) => row.name === name) ?? rows[0])?.id ?? null;
}

/**
 * The session's transcript for the support team, oldest first and ending with the question: every
 * exchange in full while it fits the support message's limit; when it does not, the oldest are
 * left out and the transcript says how many.
 */
export function handoffTranscript(history: readonly Exchange[], question: string): string {
  const header =
    'Pergunta feita ao chatbot de FAQ, que não encontrou uma resposta segura. Conversa com o chatbot:';
  const last = `Você: ${question}`;
  const omittedNote = (count: number) =>
    `(${count} ${count === 1 ? 'troca anterior ficou' : 'trocas anteriores ficaram'} de fora: a mensagem tem um limite de tamanho)`;
  // Room for the note's longest form, so adding it never passes the limit.
  let room =
    SUPPORT_CONTENT_MAX_LENGTH - header.length - last.length - omittedNote(history.length).length - 3;
  const kept: string[] = [];
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const exchange = history[i];
    const block = exchange ? `Você: ${exchange.user_message}\nChatbot: ${exchange.bot_response}` : '';
    if (block.length + 1 > room) {
      break;
    }
    kept.unshift(block);
    room -= block.length + 1;
  }
  const omitted = history.length - kept.length;
  const lines = [header, ...(omitted > 0 ? [omittedNote(omitted)] : []), ...kept, last];
  return clip(lines.join('\n'), SUPPORT_CONTENT_MAX_LENGTH);
}

/** What the "open a support message" button sends, prefilled with the conversation. */
async function handoff(
  services: Services,
  input: AskInput,
  closest: RenderedArticle | undefined,
): Promise<NonNullable<Reply['support_handoff']>> {
  const question = input.question.trim().replace(/\s+/g, ' ');
  const subject =
    question.length >= SUPPORT_SUBJECT_MIN_LENGTH ? clip(question, 120) : CHATBOT_COPY.handoffSubject;
  return {
    subject,
    content: handoffTranscript(input.history, question),
    category_id: await categoryId(services, closest?.category),
    priority: DEFAULT_SUPPORT_PRIORITY,
  };
}

const SYSTEM_PROMPT = `Você é o assistente de dúvidas do Sppock, uma plataforma brasileira de agentes de IA por assinatura.
Responda em português do Brasil, de forma curta e direta, usando SOMENTE as informações dos artigos da central de ajuda abaixo.
Não invente preços, limites, prazos, nomes ou funcionalidades que não estejam nos artigos.
Se os artigos não respondem à pergunta, diga que não sabe e sugira abrir uma mensagem em Suporte.`;

function articlesPrompt(articles: readonly RenderedArticle[]): string {
  return articles.map((article) => `### ${article.title}\n${article.answer}`).join('\n\n');
}

/** The model writes the answer from the articles; null when it failed (the article answers then). */
async function writeWithModel(
  services: Services,
  choice: ModelChoice,
  input: AskInput & { asker: NonNullable<AskInput['asker']> },
  articles: readonly RenderedArticle[],
): Promise<string | null> {
  const history = input.history
    .slice(-3)
    .map((exchange) => `Usuário: ${exchange.user_message}\nAssistente: ${exchange.bot_response}`)
    .join('\n');
  const prompt = `Artigos da central de ajuda:\n\n${articlesPrompt(articles)}\n\n${history ? `Conversa até aqui:\n${history}\n\n` : ''}Pergunta do usuário: ${input.question}`;
  const system = SYSTEM_PROMPT;
  const written = await callModel(
    services,
    {
      userId: input.asker.userId,
      sessionId: input.sessionId,
      agent: CHATBOT_AGENT,
      choice,
      payer: await planState(services, input.asker.userId),
      prompt: [
        { role: 'system', content: system },
        { role: 'user', content: prompt },
      ],
    },
    async (limited) => {
      const result = await generateText({ model: limited.model, system, prompt, ...limited.callSettings });
      return { answer: result.text, usage: result.usage, value: undefined };
    },
  );
  if (!written.ok) {
    if (written.error instanceof PlanLimitReached) {
      return null;
    }
    services.log.warn(
      { err: written.error },
      'O provedor de IA não respondeu ao chatbot; a resposta vem do artigo',
    );
    return null;
  }
  const text = written.answer.trim();
  return text ? text : null;
}

/** Answers one question. */
export async function answerQuestion(services: Services, input: AskInput): Promise<BotAnswer> {
  const index = await faqIndex(services);
  const starters = () =>
    index.suggestions(
      null,
      STARTERS.flatMap((id) => index.article(id) ?? []),
    );
  const decision = index.decide(input.question);
  switch (decision.kind) {
    case 'small_talk':
      return {
        message: decision.talk === 'greeting' ? CHATBOT_COPY.greeting : CHATBOT_COPY.thanks,
        confidence_score: 0.9,
        suggestions: starters(),
        answer_source: 'knowledge_base',
        sources: [],
        articleIds: [],
      };
    case 'not_sure': {
      const { closest, runnersUp, retrieval } = decision;
      return {
        message: closest ? CHATBOT_COPY.notSureWithHint(closest.title) : CHATBOT_COPY.notSure,
        confidence_score: retrieval.confidence,
        suggestions: closest ? index.suggestions(null, [closest, ...runnersUp]) : starters(),
        answer_source: 'not_sure',
        sources: [],
        support_handoff: await handoff(services, input, closest),
        articleIds: closest ? [closest.id] : [],
      };
    }
    case 'article':
      return answerFromArticle(services, input, index, decision);
    default:
      return decision satisfies never;
  }
}

/** The article's answer, or the model's answer written from it when the asker may have one. */
async function answerFromArticle(
  services: Services,
  input: AskInput,
  index: FaqIndex,
  decision: Extract<FaqDecision, { kind: 'article' }>,
): Promise<BotAnswer> {
  const { article, runnersUp, retrieval } = decision;
  const answer: BotAnswer = {
    message: article.answer,
    confidence_score: retrieval.confidence,
    suggestions: index.suggestions(article, runnersUp),
    answer_source: 'knowledge_base',
    sources: [article.title],
    articleIds: [article.id],
  };
  // Visitors, offline servers and users whose tokens for the cycle are spent (the gateway refuses
  // the call) get the article itself: finding it is a search, not a model call, and costs the
  // user nothing.
  const asker = input.asker;
  if (
    !asker ||
    modelRouteFor(services.config, { plan: asker.plan, agent: CHATBOT_AGENT }).provider === 'offline'
  ) {
    return answer;
  }
  const choice = chooseModel(services.config, {
    plan: asker.plan,
    agent: CHATBOT_AGENT,
    offline: () => article.answer,
  });
  const grounding = [article, ...runnersUp.slice(0, 2)];
  const written = await writeWithModel(services, choice, { ...input, asker }, grounding);
  if (written === null) {
    return answer;
  }
  const titles = grounding.map((item) => item.title);
  return {
    ...answer,
    message: `${written}${CHATBOT_COPY.writtenByModel(titles)}`,
    answer_source: 'model',
    sources: titles,
    articleIds: grounding.map((item) => item.id),
  };
}
