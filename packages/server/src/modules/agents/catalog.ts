// The agent catalogue (spec 2 §1, §3, §9; spec 1 §6 "Plans gate agents"): the twelve agents,
// their display configuration and the plans that give access to them, exactly as the contract
// shows them in `GET /api/agents/chatsppock/metadata/`. One constant for every reader: metadata,
// agent apps, access per plan, conversation labels, activity copy, and the chat.
import type { components } from '../../contract/generated.ts';
import type { ActivityIcon } from '../activities/activities.ts';

export type AgentType = components['schemas']['AgentType'];
export type AgentMetadata = components['schemas']['AgentMetadata'];
export type PlanType = components['schemas']['PlanType'];

/** The Commander: the single entry point (the spec's `commander_slug`). */
export const COMMANDER: AgentType = 'chatsppock';

export const AGENT_CATALOG: readonly AgentMetadata[] = [
  {
    agent_type: 'chatsppock',
    name: 'Sppock Commander',
    description:
      'Assistente geral que entende o pedido e o encaminha automaticamente ao agente especializado mais adequado.',
    category: 'Geral',
    status: 'ativo',
    hidden: false,
    plans: ['freemium', 'professional', 'enterprise'],
    estimated_time: '20-30 segundos',
    loading_text: 'O Commander está analisando seu pedido...',
    placeholder: 'Inicie uma conversa',
  },
  {
    agent_type: 'brainstorm',
    name: 'Brainstorm AI',
    description: 'Gera e organiza ideias de negócios, produtos e campanhas a partir de um desafio.',
    category: 'Administração',
    status: 'Ativo (Legado)',
    hidden: false,
    plans: ['freemium', 'professional', 'enterprise'],
    estimated_time: '3-5 minutos',
    loading_text: 'Gerando ideias criativas...',
    placeholder: 'Descreva o desafio ou a ideia que você quer explorar',
  },
  {
    agent_type: 'content_generator',
    name: 'Content Generator',
    description: 'Cria textos para redes sociais, blogs e anúncios no tom da sua marca.',
    category: 'Marketing',
    status: 'ativo',
    hidden: false,
    plans: ['freemium', 'professional', 'enterprise'],
    estimated_time: '30-60 segundos',
    loading_text: 'Escrevendo seu conteúdo...',
    placeholder: 'Informe o tema, o público e o canal do conteúdo',
  },
  {
    agent_type: 'email_writer',
    name: 'Email Writer',
    description: 'Redige e-mails comerciais, de relacionamento e de prospecção.',
    category: 'Marketing',
    status: 'ativo',
    hidden: false,
    plans: ['freemium', 'professional', 'enterprise'],
    estimated_time: '30-60 segundos',
    loading_text: 'Redigindo seu e-mail...',
    placeholder: 'Diga para quem é o e-mail e qual o objetivo',
  },
  {
    agent_type: 'content_ideas',
    name: 'Content Ideas',
    description: 'Sugere pautas e calendários de conteúdo para as suas redes.',
    category: 'Marketing',
    status: 'novo',
    hidden: false,
    plans: ['professional', 'enterprise'],
    estimated_time: '20-40 segundos',
    loading_text: 'Buscando ideias de conteúdo...',
    placeholder: 'Informe o nicho e a rede social',
  },
  {
    agent_type: 'competition',
    name: 'Concorrência',
    description: 'Analisa concorrentes, preços e posicionamento no seu mercado.',
    category: 'Administração',
    status: 'ativo',
    hidden: false,
    plans: ['professional', 'enterprise'],
    estimated_time: '60-120 segundos',
    loading_text: 'Analisando a concorrência...',
    placeholder: 'Informe seu negócio, seus concorrentes e a cidade',
  },
  {
    agent_type: 'lead_finder',
    name: 'LeadFinder',
    description: 'Encontra potenciais clientes por segmento e região.',
    category: 'Vendas',
    status: 'nova_versao',
    hidden: false,
    plans: ['professional', 'enterprise'],
    estimated_time: '60-120 segundos',
    loading_text: 'Buscando leads qualificados...',
    placeholder: 'Descreva o perfil de cliente e a região',
  },
  {
    agent_type: 'lead_builder',
    name: 'LeadBuilder',
    description: 'Analisa e enriquece listas de leads com dados públicos das empresas.',
    category: 'Vendas',
    status: 'ativo',
    hidden: true,
    plans: ['enterprise'],
    estimated_time: '20-40 segundos',
    loading_text: 'Analisando seus leads...',
    placeholder: 'Cole a lista de empresas que você quer analisar',
  },
  {
    agent_type: 'meeting',
    name: 'Planejamento de Reunião (SPIN)',
    description: 'Prepara roteiros de reunião de vendas com o método SPIN.',
    category: 'Vendas',
    status: 'novo',
    hidden: false,
    plans: ['professional', 'enterprise'],
    estimated_time: '20-40 segundos',
    loading_text: 'Montando o roteiro da reunião...',
    placeholder: 'Informe o cliente, o produto e o objetivo da reunião',
  },
  {
    agent_type: 'funil_vendas',
    name: 'Funil de Vendas',
    description: 'Estrutura as etapas do funil de vendas e as ações de cada etapa.',
    category: 'Vendas',
    status: 'ativo',
    hidden: false,
    plans: ['professional', 'enterprise'],
    estimated_time: '30-60 segundos',
    loading_text: 'Estruturando seu funil de vendas...',
    placeholder: 'Descreva o produto e o público-alvo',
  },
  {
    agent_type: 'supplier_finder',
    name: 'Supplier Finder',
    description: 'Localiza fabricantes, distribuidores, importadores e prestadores de serviços.',
    category: 'Administração',
    status: 'ativo',
    hidden: false,
    plans: ['professional', 'enterprise'],
    estimated_time: '60-120 segundos',
    loading_text: 'Procurando fornecedores...',
    placeholder: 'Informe o produto, o tipo de fornecedor e a região',
  },
  {
    agent_type: 'data_builder',
    name: 'DataBuilder',
    description: 'Organiza dados do seu negócio em tabelas e relatórios prontos para análise.',
    category: 'Administração',
    status: 'novo',
    hidden: false,
    plans: ['enterprise'],
    estimated_time: '20-40 segundos',
    loading_text: 'Organizando seus dados...',
    placeholder: 'Descreva os dados e o relatório que você precisa',
  },
];

const BY_TYPE = new Map<AgentType, AgentMetadata>(AGENT_CATALOG.map((agent) => [agent.agent_type, agent]));

export function agentOf(type: AgentType): AgentMetadata {
  const agent = BY_TYPE.get(type);
  if (!agent) {
    throw new Error(`Agente fora do catálogo: ${type}`);
  }
  return agent;
}

/** The display name (spec 2 §1), e.g. 'Concorrência'. */
export function agentName(type: AgentType): string {
  return agentOf(type).name;
}

const PLAN_ORDER: readonly PlanType[] = ['freemium', 'professional', 'enterprise'];

/** The cheapest plan that gives access to the agent (shown with a lock on the others). */
export function requiredPlan(type: AgentType): PlanType {
  const { plans } = agentOf(type);
  return PLAN_ORDER.find((plan) => plans.includes(plan)) ?? 'enterprise';
}

export function canAccess(plan: PlanType, type: AgentType): boolean {
  return agentOf(type).plans.includes(plan);
}

/**
 * The activity an agent's answer leaves in the log: texts and e-mails delivered (send) and
 * analyses completed (check-circle). General Commander answers leave none beyond the
 * conversation itself, so the panel is not filled with every chat reply.
 */
export const AGENT_RESULT_ACTIVITY: Record<AgentType, { title: string; icon: ActivityIcon } | null> = {
  chatsppock: null,
  brainstorm: { title: 'Ideias geradas', icon: 'send' },
  content_generator: { title: 'Conteúdo gerado', icon: 'send' },
  email_writer: { title: 'E-mail gerado', icon: 'send' },
  content_ideas: { title: 'Pautas de conteúdo geradas', icon: 'send' },
  competition: { title: 'Análise concluída', icon: 'check-circle' },
  lead_finder: { title: 'Busca de leads concluída', icon: 'check-circle' },
  lead_builder: { title: 'Análise de leads concluída', icon: 'check-circle' },
  meeting: { title: 'Roteiro de reunião pronto', icon: 'send' },
  funil_vendas: { title: 'Funil de vendas estruturado', icon: 'send' },
  supplier_finder: { title: 'Busca de fornecedores concluída', icon: 'check-circle' },
  data_builder: { title: 'Relatório de dados pronto', icon: 'check-circle' },
};
