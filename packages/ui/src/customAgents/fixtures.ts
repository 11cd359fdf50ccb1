// Custom agents of a fixture Enterprise team (issue 21), typed from the contract.
import type { Schema } from '@sppock/sdk';

export type CustomAgent = Schema<'CustomAgent'>;

export function customAgentsFixture(): CustomAgent[] {
  return [
    {
      id: 'cag_7Hq2LmX9pR4tVw8K',
      name: 'Propostas Boa Vista',
      description: 'Monta propostas comerciais da Padaria Boa Vista para buffets e eventos corporativos.',
      category: 'Vendas',
      instructions:
        'Você prepara propostas comerciais da Padaria Boa Vista. Use a tabela de preços anexada e cite a fonte.',
      starter_prompts: [
        'Monte uma proposta de coffee break para 40 pessoas',
        'Qual o preço do kit café da manhã?',
      ],
      tools: [],
      audience: 'team',
      documents: [
        {
          id: 'cad_3fT9kW2qLm8xR5Yp',
          filename: 'tabela-precos-2026.pdf',
          size_bytes: 48_213,
          characters: 9120,
          created_at: '2026-11-20T14:05:00Z',
        },
      ],
      can_edit: true,
      created_at: '2026-11-20T14:02:11Z',
      updated_at: '2026-11-20T14:05:00Z',
    },
    {
      id: 'cag_2Nc8VxQ4kLp7Rt3M',
      name: 'Posts da Semana',
      description: 'Escreve os posts de Instagram da semana com o tom de voz da padaria.',
      category: 'Marketing',
      instructions: 'Escreva posts curtos, com emojis moderados e uma chamada para a encomenda.',
      starter_prompts: ['Post de lançamento do panetone'],
      tools: ['web_search', 'url_reading'],
      audience: 'owner',
      documents: [],
      can_edit: true,
      created_at: '2026-11-18T09:30:00Z',
      updated_at: '2026-11-18T09:30:00Z',
    },
  ];
}

/** A member's view: the same agents, not editable. */
export function memberAgentsFixture(): CustomAgent[] {
  return customAgentsFixture()
    .filter((agent) => agent.audience === 'team')
    .map((agent) => ({ ...agent, can_edit: false }));
}

/** An earlier conversation with the first agent, answered from its price table. */
export function agentConversationFixture(): Schema<'CustomAgentSessionDetail'> {
  const citation = {
    document_id: 'cad_3fT9kW2qLm8xR5Yp',
    filename: 'tabela-precos-2026.pdf',
    excerpt: 'Kit café da manhã (10 pessoas): R$ 289,00, com pães, frios, frutas e bebidas.',
  };
  return {
    success: true,
    session_id: 'cas_9Lk2Pq7Xw3',
    title: 'Qual o preço do kit café da manhã?',
    messages: [
      {
        id: 'cam_1',
        role: 'user',
        content: 'Qual o preço do kit café da manhã?',
        citations: [],
        created_at: '2026-11-21T10:00:00Z',
        parent_id: null,
        sibling_index: 0,
        sibling_count: 1,
        sibling_ids: ['cam_1'],
      },
      {
        id: 'cam_2',
        role: 'assistant',
        content: 'O kit café da manhã para 10 pessoas custa R$ 289,00 (tabela-precos-2026.pdf).',
        citations: [citation],
        created_at: '2026-11-21T10:00:04Z',
        parent_id: 'cam_1',
        sibling_index: 0,
        sibling_count: 1,
        sibling_ids: ['cam_2'],
      },
    ],
  };
}

/**
 * A conversation whose question was edited (issue 29): both versions, each with its answer; the
 * newest branch is the one shown (`< 2/2 >`).
 */
export function agentBranchedConversationFixture(): Schema<'CustomAgentSessionDetail'> {
  const conversation = agentConversationFixture();
  return {
    ...conversation,
    messages: [
      ...conversation.messages,
      {
        id: 'cam_3',
        role: 'user',
        content: 'Qual o preço do coffee break para 40 pessoas?',
        citations: [],
        created_at: '2026-11-21T10:02:00Z',
        parent_id: null,
        sibling_index: 1,
        sibling_count: 2,
        sibling_ids: ['cam_1', 'cam_3'],
      },
      {
        id: 'cam_4',
        role: 'assistant',
        content: 'O coffee break para 40 pessoas sai por R$ 1.280,00 (R$ 32,00 por pessoa).',
        citations: [],
        created_at: '2026-11-21T10:02:04Z',
        parent_id: 'cam_3',
        sibling_index: 0,
        sibling_count: 1,
        sibling_ids: ['cam_4'],
      },
    ],
  };
}
