// The FAQ chatbot's knowledge base: pt-BR articles kept as Markdown with YAML front matter in
// `knowledge/` (read once, at start), plus one article per agent written from the agent
// catalogue. Figures that live elsewhere — plan prices and limits (the seeded plans), the agents
// of each plan, the upload rules — are placeholders (`{{plan.professional.price}}`) filled from
// their source, so an operator's price change reaches the answers without editing an article.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_UPLOAD_BYTES } from '@sppock/sdk';
import { parse } from 'yaml';
import { AGENT_CATALOG, requiredPlan } from '../agents/catalog.ts';
import { ACCEPTED_EXTENSIONS } from '../files/file-types.ts';
import { documentAnalysisAllowed } from '../files/plan-rule.ts';
import {
  COST_PER_100K_EXTRA,
  FLEX_TOKENS_RATIO,
  PLAN_LABELS,
  PLAN_SEATS,
  type PlanRow,
  type PlanType,
} from '../payments/plans.ts';

export const KNOWLEDGE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'knowledge');

/** The support categories an article may hand a question to (the inbox's seeded names). */
const CATEGORIES = [
  'Conta e Acesso',
  'Pagamentos e Planos',
  'Agentes de IA',
  'Avaliações',
  'Problema Técnico',
  'Sugestão',
] as const;

export interface Article {
  id: string;
  title: string;
  /** The support category a question about it is handed to. */
  category: string;
  /** How people ask it (the first one is offered as a suggestion). */
  questions: string[];
  keywords: string[];
  /** Ids of articles offered as related questions. */
  related: string[];
  /** Markdown with `{{placeholders}}`. */
  body: string;
}

/** An article with its placeholders filled: what the bot answers. */
export interface RenderedArticle extends Omit<Article, 'body'> {
  answer: string;
}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/;

function stringList(value: unknown, field: string, file: string): string[] {
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || item.trim() === '')) {
    throw new Error(`${file}: '${field}' precisa ser uma lista de textos.`);
  }
  return value as string[];
}

/** Reads one article file; a malformed one stops the start with the file's name. */
export function parseArticle(text: string, file: string): Article {
  const match = FRONT_MATTER.exec(text.replace(/\r\n/g, '\n'));
  if (!match) {
    throw new Error(`${file}: falta o cabeçalho YAML entre '---'.`);
  }
  let meta: Record<string, unknown> | null;
  try {
    meta = parse(match[1] ?? '') as Record<string, unknown> | null;
  } catch (error) {
    throw new Error(`${file}: cabeçalho YAML inválido (${(error as Error).message.split('\n')[0]})`);
  }
  const body = (match[2] ?? '').trim();
  if (
    !meta ||
    typeof meta.id !== 'string' ||
    typeof meta.title !== 'string' ||
    typeof meta.category !== 'string'
  ) {
    throw new Error(`${file}: 'id', 'title' e 'category' são obrigatórios.`);
  }
  if (!(CATEGORIES as readonly string[]).includes(meta.category)) {
    throw new Error(`${file}: categoria '${meta.category}' não é uma categoria de suporte.`);
  }
  if (!body) {
    throw new Error(`${file}: o artigo não tem texto.`);
  }
  return {
    id: meta.id,
    title: meta.title,
    category: meta.category,
    questions: stringList(meta.questions, 'questions', file),
    keywords: stringList(meta.keywords ?? [], 'keywords', file),
    related: stringList(meta.related ?? [], 'related', file),
    body,
  };
}

/** Every `.md` file of the folder, in name order. */
export function loadArticles(dir = KNOWLEDGE_DIR): Article[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => parseArticle(fs.readFileSync(path.join(dir, name), 'utf8'), name));
}

/** The hand-written articles, read when the server starts. */
export const WRITTEN_ARTICLES: readonly Article[] = loadArticles();

const PLAN_ORDER: readonly PlanType[] = ['freemium', 'professional', 'enterprise'];
const VISIBLE_AGENTS = AGENT_CATALOG.filter((agent) => !agent.hidden);

/** "Pro e Enterprise", "Free, Pro e Enterprise". */
export function joinPt(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
}

export function formatBrl(value: number): string {
  const [whole = '0', cents = '00'] = value.toFixed(2).split('.');
  return `R$ ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
}

/** 100000 → "100 mil", 2000000 → "2 milhões". */
export function formatTokens(tokens: number): string {
  const number = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  if (tokens >= 1_000_000) {
    const millions = tokens / 1_000_000;
    return `${number(millions)} ${millions === 1 ? 'milhão' : 'milhões'}`;
  }
  if (tokens >= 1000) {
    return `${number(tokens / 1000)} mil`;
  }
  return number(tokens);
}

/** The values of every placeholder, from the plans as the database has them. */
export function knowledgeFacts(plans: ReadonlyMap<string, PlanRow>): Record<string, string> {
  const facts: Record<string, string> = {};
  const labelsWhere = (test: (plan: PlanType, row: PlanRow) => boolean) =>
    joinPt(
      PLAN_ORDER.filter((plan) => {
        const row = plans.get(plan);
        return row !== undefined && test(plan, row);
      }).map((plan) => PLAN_LABELS[plan]),
    );
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
  facts['agents.list'] = VISIBLE_AGENTS.map(
    (agent) =>
      `- **${agent.name}** (a partir do plano ${PLAN_LABELS[requiredPlan(agent.agent_type)]}): ${agent.description}`,
  ).join('\n');
  facts['search.plans'] = labelsWhere((_plan, row) => row.searchTool);
  facts['uploads.plans'] = labelsWhere((plan) => documentAnalysisAllowed(plan));
  facts['uploads.extensions'] = joinPt(ACCEPTED_EXTENSIONS.map((extension) => extension.toUpperCase()));
  facts['uploads.max'] = `${Math.round(MAX_UPLOAD_BYTES / (1024 * 1024))} MB`;
  facts['flex.percent'] = `${Math.round(FLEX_TOKENS_RATIO * 100)}%`;
  facts['extra.price'] = formatBrl(COST_PER_100K_EXTRA);
  return facts;
}

/** One article per agent, from the catalogue (name, what it does, which plans have it). */
export function agentArticles(): Article[] {
  return VISIBLE_AGENTS.filter((agent) => agent.agent_type !== 'chatsppock').map((agent) => {
    const plans = joinPt(
      PLAN_ORDER.filter((plan) => agent.plans.includes(plan)).map((plan) => PLAN_LABELS[plan]),
    );
    return {
      id: `agente-${agent.agent_type}`,
      title: `Agente ${agent.name}`,
      category: 'Agentes de IA',
      questions: [
        `O que faz o ${agent.name}?`,
        `Para que serve o agente ${agent.name}?`,
        `Qual plano tem o ${agent.name}?`,
      ],
      keywords: [agent.name, agent.agent_type.replace(/_/g, ' '), agent.category],
      related: ['agentes-lista', 'commander'],
      body: `**${agent.name}**: ${agent.description} Disponível nos planos ${plans}. Você não precisa abri-lo: é só pedir ao Commander, que encaminha o pedido a ele.`,
    };
  });
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** Fills the placeholders; an unknown one is an error (a typo would reach a user). */
export function renderArticles(
  articles: readonly Article[],
  facts: Record<string, string>,
): RenderedArticle[] {
  const ids = new Set(articles.map((article) => article.id));
  return articles.map(({ body, ...article }) => {
    for (const related of article.related) {
      if (!ids.has(related)) {
        throw new Error(`Artigo ${article.id}: relacionado desconhecido '${related}'.`);
      }
    }
    const answer = body.replace(PLACEHOLDER, (_whole, key: string) => {
      const value = facts[key];
      if (value === undefined) {
        throw new Error(`Artigo ${article.id}: marcador desconhecido {{${key}}}.`);
      }
      return value;
    });
    return { ...article, answer };
  });
}

/** The whole knowledge base for these plans. */
export function buildKnowledge(plans: ReadonlyMap<string, PlanRow>): RenderedArticle[] {
  return renderArticles([...WRITTEN_ARTICLES, ...agentArticles()], knowledgeFacts(plans));
}
