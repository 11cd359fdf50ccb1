// The Commander's choice among custom agents under long messages and edited agents: a request is
// read as far as the built-in router reads it, and an agent's examples are stemmed once per
// version of them, never served stale.
import { describe, expect, it } from 'vitest';
import { MAX_ROUTED_CHARS } from '../routing/index.ts';
import type { CustomAgentRow } from './access.ts';
import { routeToCustomAgent } from './routing.ts';

function agent(
  id: string,
  fields: Pick<CustomAgentRow, 'name' | 'description' | 'starterPrompts'>,
): CustomAgentRow {
  const at = new Date('2026-11-20T14:00:00Z');
  return {
    id,
    ownerId: 1,
    category: 'Vendas',
    instructions: 'Responda com base nos documentos.',
    tools: [],
    audience: 'team',
    createdBy: 1,
    createdAt: at,
    updatedAt: at,
    ...fields,
  };
}

const AURORA = agent('cag_aurora', {
  name: 'Buffet Aurora',
  description: 'Orçamentos de coquetel volante e buffet para eventos corporativos em Campinas.',
  starterPrompts: ['Quanto custa o coquetel volante para 50 convidados?'],
});
const COBRANCA = agent('cag_cobranca', {
  name: 'Cobrança Boa Vista',
  description: 'Escreve lembretes de cobrança para clientes com boleto atrasado.',
  starterPrompts: ['Escreva um lembrete para um boleto vencido há dez dias'],
});

const REQUEST = 'Quanto custa o coquetel volante do buffet para um evento corporativo em Campinas?';

describe('routeToCustomAgent', () => {
  it(`lê o pedido até ${MAX_ROUTED_CHARS} caracteres, como o roteador do Commander`, () => {
    expect(routeToCustomAgent(REQUEST, [AURORA, COBRANCA])?.agent.id).toBe('cag_aurora');
    // The same request after a preamble of stopwords (no stems of its own): past what is read.
    const late = `${'de '.repeat(MAX_ROUTED_CHARS / 3 + 10)}${REQUEST}`;
    expect(routeToCustomAgent(late, [AURORA, COBRANCA])).toBeNull();
    // Within what is read, the same preamble changes nothing.
    expect(routeToCustomAgent(`${'de '.repeat(100)}${REQUEST}`, [AURORA, COBRANCA])?.agent.id).toBe(
      'cag_aurora',
    );
  });

  it('um agente editado é roteado pelo que diz agora, com o mesmo id', () => {
    expect(routeToCustomAgent(REQUEST, [AURORA, COBRANCA])?.agent.id).toBe('cag_aurora');
    const renamed = agent('cag_aurora', {
      name: 'Confeitaria Aurora',
      description: 'Encomendas de bolos de aniversário e tortas de limão para festas.',
      starterPrompts: ['Quanto custa um bolo de aniversário para 30 pessoas?'],
    });
    expect(routeToCustomAgent(REQUEST, [renamed, COBRANCA])).toBeNull();
    expect(
      routeToCustomAgent('Quanto custa um bolo de aniversário para a festa?', [renamed, COBRANCA])?.agent.id,
    ).toBe('cag_aurora');
  });
});
