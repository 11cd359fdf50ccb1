// Test-only: custom agents as the contract shapes them.
import type { components } from '@sppock/sdk';

/** What the owner fills in to create the agent. */
export const INPUT = {
  name: 'Propostas Boa Vista',
  description: 'Monta propostas comerciais de coffee break.',
  category: 'Vendas' as const,
  instructions: 'Você prepara propostas comerciais.',
  starter_prompts: ['Monte uma proposta de coffee break'],
  tools: [],
  audience: 'team' as const,
};

/** The agent the server keeps from {@link INPUT}, under `id` and `name`. */
export const customAgent = (id: string, name: string): components['schemas']['CustomAgent'] => ({
  ...INPUT,
  id,
  name,
  documents: [],
  can_edit: true,
  created_at: '2026-11-20T14:02:11Z',
  updated_at: '2026-11-20T14:02:11Z',
});
