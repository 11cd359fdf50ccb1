// The FAQ chatbot's knowledge base: pt-BR articles kept as Markdown with YAML front matter in
// `knowledge/` (read once, at start), plus one article per agent written from the agent
// catalogue. Every figure is a placeholder (`{{plan.professional.price}}`, `{{password.min}}`)
// filled from the module that enforces it (`knowledge-facts.ts`), so an operator's price change or
// a developer's new limit reaches the answers without editing an article.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { packagePath } from '../../package-root.ts';
import type { AgentType } from '../agents/catalog.ts';
import { PLAN_LABELS, type PlanRow } from '../payments/plans.ts';
import { SUPPORT_CATEGORIES } from '../support/inbox.ts';
import {
  joinPt,
  type KnowledgeSettings,
  knowledgeFacts,
  PLAN_ORDER,
  VISIBLE_AGENTS,
} from './knowledge-facts.ts';

// From the package root, so the same path serves src/ (tsx) and the built dist/.
export const KNOWLEDGE_DIR = packagePath('src', 'modules', 'chatbot', 'knowledge');

/** The support categories an article may hand a question to (the inbox's seeded names). */
const CATEGORIES: readonly string[] = SUPPORT_CATEGORIES.map((category) => category.name);

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
  if (!CATEGORIES.includes(meta.category)) {
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

/**
 * How people ask for each agent's job in their own words (search words only: what the agent does
 * is its catalogue description). Several agents have English names nobody types.
 */
const AGENT_ASKED_AS: Record<AgentType, readonly string[]> = {
  chatsppock: ['assistente', 'geral'],
  brainstorm: ['ideias', 'brainstorming', 'criatividade', 'negócio'],
  content_generator: ['textos', 'posts', 'postagem', 'legenda', 'conteúdo', 'gerador'],
  email_writer: ['e-mail', 'e-mails', 'escrever', 'redigir', 'comercial', 'vendas', 'cobrança'],
  content_ideas: ['pautas', 'ideias', 'posts', 'calendário', 'conteúdo'],
  competition: ['concorrentes', 'concorrente', 'mercado'],
  lead_finder: ['leads', 'clientes', 'prospectar', 'prospecção', 'encontrar'],
  lead_builder: ['leads', 'lista', 'enriquecer'],
  meeting: ['reunião', 'reuniões', 'roteiro', 'vendas'],
  funil_vendas: ['funil', 'vendas', 'etapas'],
  supplier_finder: ['fornecedor', 'fornecedores', 'fabricantes', 'distribuidores', 'encontrar'],
  data_builder: ['dados', 'tabelas', 'relatórios', 'organizar'],
};

/** "no plano Enterprise", "nos planos Pro e Enterprise". */
function inPlans(plans: readonly string[]): string {
  return plans.length === 1 ? `no plano ${plans[0]}` : `nos planos ${joinPt(plans)}`;
}

/** One article per agent, from the catalogue (name, what it does, its plans, how long it takes). */
export function agentArticles(): Article[] {
  return VISIBLE_AGENTS.filter((agent) => agent.agent_type !== 'chatsppock').map((agent) => {
    const plans = PLAN_ORDER.filter((plan) => agent.plans.includes(plan)).map((plan) => PLAN_LABELS[plan]);
    const form = agent.form
      ? ' Ele trabalha com um formulário especializado: você preenche os campos em vez de escrever a mensagem.'
      : '';
    return {
      id: `agente-${agent.agent_type}`,
      title: `Agente ${agent.name}`,
      category: 'Agentes de IA',
      questions: [
        `O que faz o ${agent.name}?`,
        `Para que serve o agente ${agent.name}?`,
        `Qual plano tem o ${agent.name}?`,
        `Quanto tempo o ${agent.name} demora para responder?`,
        // "Qual agente encontra potenciais clientes?": people ask for the job, not the name.
        `Qual agente ${agent.description.charAt(0).toLowerCase()}${agent.description.slice(1).replace(/\.$/, '')}?`,
      ],
      keywords: [
        agent.name,
        agent.agent_type.replace(/_/g, ' '),
        agent.category,
        ...AGENT_ASKED_AS[agent.agent_type],
      ],
      related: ['agentes-lista', 'commander'],
      body: `**${agent.name}** (${agent.category}): ${agent.description} Disponível ${inPlans(plans)}. Tempo estimado de resposta: ${agent.estimated_time}.${form} Você não precisa abri-lo: é só pedir ao Commander, que encaminha o pedido a ele.`,
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

/** The whole knowledge base for these plans and this configuration. */
export function buildKnowledge(
  plans: ReadonlyMap<string, PlanRow>,
  settings: KnowledgeSettings,
): RenderedArticle[] {
  return renderArticles([...WRITTEN_ARTICLES, ...agentArticles()], knowledgeFacts(plans, settings));
}
