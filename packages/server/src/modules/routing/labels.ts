// The agents the Commander routes to (spec 2 §5 "Client-side agent guess": the same nine), and
// how the intent phrase names each kind of request.
import type { AgentType } from '../../contract/agent-types.ts';

/** The Commander itself, then the eight specialised agents a message can be routed to. */
export const ROUTED_AGENTS = [
  'chatsppock',
  'brainstorm',
  'content_generator',
  'email_writer',
  'competition',
  'lead_finder',
  'supplier_finder',
  'funil_vendas',
  'meeting',
] as const satisfies readonly AgentType[];

export type RoutedAgent = (typeof ROUTED_AGENTS)[number];

export function isRoutedAgent(value: string): value is RoutedAgent {
  return (ROUTED_AGENTS as readonly string[]).includes(value);
}

/** The start of the intent phrase: what kind of request the router saw. */
export const INTENT_BY_AGENT: Readonly<Record<RoutedAgent, string>> = {
  chatsppock: 'pergunta geral',
  brainstorm: 'pedido de ideias',
  content_generator: 'pedido de conteúdo',
  email_writer: 'pedido de e-mail',
  competition: 'análise de concorrência',
  lead_finder: 'busca de clientes potenciais',
  supplier_finder: 'busca de fornecedores',
  funil_vendas: 'estruturação do funil de vendas',
  meeting: 'preparação de reunião',
};

/** When the Commander answers because the message asks to explain a concept. */
export const EXPLAIN_INTENT = 'pedido de explicação de um conceito';
