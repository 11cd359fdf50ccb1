// The agent catalogue (spec 2 §1, §3, §9; spec 1 §6 "Plans gate agents"): the twelve agents as
// the product shows them — name, description, category, status, plans, timings, copy, colours.
// The reference server's registry (one module per agent) takes each agent's entry from here and
// adds what only the server knows (forms, prompts, offline answers); the app's chat routes and
// the UI's chat read the same list. The contract's examples show it too, and the server's
// catalogue test pins them to this list.
import type { components } from '../generated/openapi';
import { COMMANDER_AGENT } from './commander';

type AgentType = components['schemas']['AgentType'];

/** One agent of the catalogue: its metadata as the API serves it, without the form. */
export type AgentCatalogueEntry = Omit<components['schemas']['AgentMetadata'], 'form'>;

/** Each agent's display name (spec 2 §1): the catalogue's `name`, and the chat's fallback before it loads. */
export const AGENT_NAMES: Readonly<Record<AgentType, string>> = {
  chatsppock: 'Sppock Commander',
  brainstorm: 'Brainstorm AI',
  content_generator: 'Content Generator',
  email_writer: 'Email Writer',
  content_ideas: 'Content Ideas',
  competition: 'Concorrência',
  lead_finder: 'LeadFinder',
  lead_builder: 'LeadBuilder',
  meeting: 'Planejamento de Reunião (SPIN)',
  funil_vendas: 'Funil de Vendas',
  supplier_finder: 'Supplier Finder',
  data_builder: 'DataBuilder',
};

// Without side effects, so a bundle that reads only the names (or nothing) drops the catalogue's
// texts (the client alone, issue 25; the embed's chat).
/* @__NO_SIDE_EFFECTS__ */
function catalogueEntry(
  type: AgentType,
  entry: Omit<AgentCatalogueEntry, 'agent_type' | 'name'>,
): AgentCatalogueEntry {
  return { agent_type: type, name: AGENT_NAMES[type], ...entry };
}

/** The twelve agents in the catalogue's order: the Commander first, then the specialists. */
export const AGENT_CATALOGUE: readonly AgentCatalogueEntry[] = [
  catalogueEntry('chatsppock', {
    description:
      'Assistente geral que entende o pedido e o encaminha automaticamente ao agente especializado mais adequado.',
    category: 'Geral',
    status: 'ativo',
    hidden: false,
    plans: ['freemium', 'professional', 'enterprise'],
    estimated_time: '20-30 segundos',
    estimated_duration: '30 segundos',
    loading_text: 'O Commander está analisando seu pedido...',
    placeholder: 'Inicie uma conversa',
    gradient: { from: '#6d28d9', to: '#2563eb' },
    error_message: 'Erro ao processar mensagem',
  }),
  catalogueEntry('brainstorm', {
    description: 'Gera e organiza ideias de negócios, produtos e campanhas a partir de um desafio.',
    category: 'Administração',
    status: 'Ativo (Legado)',
    hidden: false,
    plans: ['freemium', 'professional', 'enterprise'],
    estimated_time: '3-5 minutos',
    estimated_duration: '3-5 minutos',
    loading_text: 'Gerando ideias criativas...',
    placeholder: 'Descreva o desafio ou a ideia que você quer explorar',
    gradient: { from: '#f59e0b', to: '#ef4444' },
    error_message: 'Não foi possível gerar as ideias. Tente novamente.',
  }),
  catalogueEntry('content_generator', {
    description: 'Cria textos para redes sociais, blogs e anúncios no tom da sua marca.',
    category: 'Marketing',
    status: 'ativo',
    hidden: false,
    plans: ['freemium', 'professional', 'enterprise'],
    estimated_time: '30-60 segundos',
    estimated_duration: '1-2 minutos',
    loading_text: 'Escrevendo seu conteúdo...',
    placeholder: 'Informe o tema, o público e o canal do conteúdo',
    gradient: { from: '#db2777', to: '#f97316' },
    error_message: 'Não foi possível gerar o conteúdo. Tente novamente.',
  }),
  catalogueEntry('email_writer', {
    description: 'Redige e-mails comerciais, de relacionamento e de prospecção.',
    category: 'Marketing',
    status: 'ativo',
    hidden: false,
    plans: ['freemium', 'professional', 'enterprise'],
    estimated_time: '30-60 segundos',
    estimated_duration: '1-2 minutos',
    loading_text: 'Redigindo seu e-mail...',
    placeholder: 'Diga para quem é o e-mail e qual o objetivo',
    gradient: { from: '#2563eb', to: '#06b6d4' },
    error_message: 'Não foi possível redigir o e-mail. Tente novamente.',
  }),
  catalogueEntry('content_ideas', {
    description: 'Sugere pautas e calendários de conteúdo para as suas redes.',
    category: 'Marketing',
    status: 'novo',
    hidden: false,
    plans: ['professional', 'enterprise'],
    estimated_time: '20-40 segundos',
    estimated_duration: '1-2 minutos',
    loading_text: 'Buscando ideias de conteúdo...',
    placeholder: 'Informe o nicho e a rede social',
    gradient: { from: '#9333ea', to: '#ec4899' },
    error_message: 'Não foi possível gerar as ideias de conteúdo. Tente novamente.',
  }),
  catalogueEntry('competition', {
    description: 'Analisa concorrentes, preços e posicionamento no seu mercado.',
    category: 'Administração',
    status: 'ativo',
    hidden: false,
    plans: ['professional', 'enterprise'],
    estimated_time: '60-120 segundos',
    estimated_duration: '2-3 minutos',
    loading_text: 'Analisando a concorrência...',
    placeholder: 'Informe seu negócio, seus concorrentes e a cidade',
    gradient: { from: '#dc2626', to: '#f59e0b' },
    error_message: 'Não foi possível analisar a concorrência. Tente novamente.',
  }),
  catalogueEntry('lead_finder', {
    description: 'Encontra potenciais clientes por segmento e região.',
    category: 'Vendas',
    status: 'nova_versao',
    hidden: false,
    plans: ['professional', 'enterprise'],
    estimated_time: '60-120 segundos',
    estimated_duration: '3-7 minutos',
    loading_text: 'Buscando leads qualificados...',
    placeholder: 'Descreva o perfil de cliente e a região',
    gradient: { from: '#16a34a', to: '#0ea5e9' },
    error_message: 'Não foi possível buscar leads. Tente novamente.',
  }),
  catalogueEntry('lead_builder', {
    description: 'Analisa e enriquece listas de leads com dados públicos das empresas.',
    category: 'Vendas',
    status: 'ativo',
    hidden: true,
    plans: ['enterprise'],
    estimated_time: '20-40 segundos',
    loading_text: 'Analisando seus leads...',
    placeholder: 'Cole a lista de empresas que você quer analisar',
    gradient: { from: '#15803d', to: '#84cc16' },
    error_message: 'Não foi possível analisar os leads. Tente novamente.',
  }),
  catalogueEntry('meeting', {
    description: 'Prepara roteiros de reunião de vendas com o método SPIN.',
    category: 'Vendas',
    status: 'novo',
    hidden: false,
    plans: ['professional', 'enterprise'],
    estimated_time: '20-40 segundos',
    estimated_duration: '3-5 minutos',
    loading_text: 'Montando o roteiro da reunião...',
    placeholder: 'Informe o cliente, o produto e o objetivo da reunião',
    gradient: { from: '#0f766e', to: '#22c55e' },
    error_message: 'Não foi possível montar o roteiro da reunião. Tente novamente.',
  }),
  catalogueEntry('funil_vendas', {
    description: 'Estrutura as etapas do funil de vendas e as ações de cada etapa.',
    category: 'Vendas',
    status: 'ativo',
    hidden: false,
    plans: ['professional', 'enterprise'],
    estimated_time: '30-60 segundos',
    estimated_duration: '3-5 minutos',
    loading_text: 'Estruturando seu funil de vendas...',
    placeholder: 'Descreva o produto e o público-alvo',
    gradient: { from: '#ea580c', to: '#facc15' },
    error_message: 'Não foi possível estruturar o funil de vendas. Tente novamente.',
  }),
  catalogueEntry('supplier_finder', {
    description: 'Localiza fabricantes, distribuidores, importadores e prestadores de serviços.',
    category: 'Administração',
    status: 'ativo',
    hidden: false,
    plans: ['professional', 'enterprise'],
    estimated_time: '60-120 segundos',
    estimated_duration: '1-3 minutos',
    loading_text: 'Procurando fornecedores...',
    placeholder: 'Informe o produto, o tipo de fornecedor e a região',
    gradient: { from: '#0891b2', to: '#6366f1' },
    error_message: 'Não foi possível buscar fornecedores. Tente novamente.',
  }),
  catalogueEntry('data_builder', {
    description: 'Organiza dados do seu negócio em tabelas e relatórios prontos para análise.',
    category: 'Administração',
    status: 'novo',
    hidden: false,
    plans: ['enterprise'],
    estimated_time: '20-40 segundos',
    estimated_duration: '3-8 minutos',
    loading_text: 'Organizando seus dados...',
    placeholder: 'Descreva os dados e o relatório que você precisa',
    gradient: { from: '#4f46e5', to: '#14b8a6' },
    error_message: 'Não foi possível organizar os dados. Tente novamente.',
  }),
];

/** The agent types in the catalogue's order, the Commander first. */
export const AGENT_TYPES: readonly AgentType[] = /* @__PURE__ */ AGENT_CATALOGUE.map(
  (agent) => agent.agent_type,
);

/** A specialised agent: any agent of the catalogue but the Commander. */
export type SpecialistAgent = Exclude<AgentType, typeof COMMANDER_AGENT>;

/** The specialised agents (every agent but the Commander), in the catalogue's order. */
export const SPECIALIST_AGENTS: readonly SpecialistAgent[] = /* @__PURE__ */ AGENT_TYPES.filter(
  (agent): agent is SpecialistAgent => agent !== COMMANDER_AGENT,
);

/**
 * The six agents that use a specialised form instead of the message box (spec 2 §2), in the
 * catalogue's order. The server's registry holds their forms; its test pins the two together.
 */
export const FORM_AGENT_TYPES: readonly AgentType[] = [
  'content_generator',
  'email_writer',
  'content_ideas',
  'meeting',
  'funil_vendas',
  'supplier_finder',
];

/**
 * Minimum spacing between two messages of one person to one agent (spec 2 §9), in milliseconds:
 * the server answers 429 inside it and the chat waits it out.
 */
export const MESSAGE_SPACING_MS = { commander: 3000, otherAgents: 2000 } as const;

/** The spacing of an agent's messages: 3000 ms for the Commander, 2000 ms for the others (custom agents too). */
export function messageSpacingMs(agent: string): number {
  return agent === COMMANDER_AGENT ? MESSAGE_SPACING_MS.commander : MESSAGE_SPACING_MS.otherAgents;
}

/** An agent's catalogue entry; throws for a type outside the catalogue. */
export function agentCatalogueEntry(type: AgentType): AgentCatalogueEntry {
  const entry = AGENT_CATALOGUE.find((agent) => agent.agent_type === type);
  if (!entry) {
    throw new Error(`Agente fora do catálogo: ${type}`);
  }
  return entry;
}
