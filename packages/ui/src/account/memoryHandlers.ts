// MSW handlers of the 'Memória' tab (typed from the contract): one person's memory kept in the
// closure, answering as the server does (limits, duplicates, 404 of an unknown id).
import type { Schema } from '@sppock/sdk';
import { type FixtureState, fixtureForever, SERVER_ERROR } from '../shell/shellHandlers';
import { http } from '../testing/msw';

type Fact = Schema<'MemoryFact'>;

export const MEMORY_MAX_FACTS = 200;
export const MEMORY_MAX_CHARS = 500;
export const MEMORY_FULL_MESSAGE = `Você já tem ${MEMORY_MAX_FACTS} lembranças guardadas, o máximo. Apague alguma em Minha Conta › Memória para guardar outra.`;

const FACTS = [
  'Minha loja se chama Doces da Serra',
  'Atendo encomendas em Belo Horizonte e Contagem',
  'Prefiro textos curtos, sem emojis',
];
const PROPOSALS = [
  'Nossa loja vende bolos caseiros sob encomenda',
  'Meu público é de noivas e aniversariantes',
];

const fact = (index: number, text: string, source: Fact['source']): Fact => ({
  id: `3f6c1e2a-8b4d-4c7e-9a15-${String(index).padStart(12, '0')}`,
  text,
  source,
  created_at: `2026-03-${String(20 - index).padStart(2, '0')}T14:00:00Z`,
  updated_at: `2026-03-${String(20 - index).padStart(2, '0')}T14:00:00Z`,
});

export interface MemoryHandlerOptions {
  /** Facts kept. @default 3 */
  facts?: number;
  /** Proposals waiting for an answer. @default 1 */
  proposals?: number;
  /** @default true */
  enabled?: boolean;
  /** @default false */
  propose?: boolean;
  /** A long fact first (the 500 characters the server allows). @default false */
  longFact?: boolean;
  state?: FixtureState;
}

export function memoryHandlers({
  facts = 3,
  proposals = 1,
  enabled = true,
  propose = false,
  longFact = false,
  state = 'ok',
}: MemoryHandlerOptions = {}) {
  let settings = { enabled, propose };
  let kept: Fact[] = Array.from({ length: facts }, (_, i) =>
    fact(i, FACTS[i % FACTS.length] ?? '', i === 1 ? 'proposed' : 'explicit'),
  );
  if (longFact) {
    kept.unshift(
      fact(
        90,
        `Minha história: ${'a padaria começou na garagem da minha avó. '.repeat(12)}`.slice(
          0,
          MEMORY_MAX_CHARS,
        ),
        'explicit',
      ),
    );
  }
  let pending: Fact[] = Array.from({ length: proposals }, (_, i) =>
    fact(50 + i, PROPOSALS[i % PROPOSALS.length] ?? '', 'proposed'),
  );
  let next = 100;
  const notFound = (error = 'Lembrança não encontrada.') => ({ success: false as const, error });
  return [
    http.get('/api/accounts/memory/', async ({ response }) => {
      if (state === 'loading') {
        return fixtureForever();
      }
      if (state === 'error') {
        return response(500).json(SERVER_ERROR);
      }
      return response(200).json({
        success: true,
        settings,
        facts: kept,
        proposals: pending,
        limits: { max_facts: MEMORY_MAX_FACTS, max_chars: MEMORY_MAX_CHARS },
      });
    }),
    http.post('/api/accounts/memory/', async ({ request, response }) => {
      const text = (await request.json()).text.replace(/\s+/g, ' ').trim();
      if (!settings.enabled) {
        return response(400).json({
          success: false,
          error:
            'A memória está desligada em Minha Conta › Memória: nada é guardado nem usado. Ligue-a para guardar lembranças.',
        });
      }
      if (kept.length + pending.length >= MEMORY_MAX_FACTS) {
        return response(400).json({ success: false, error: MEMORY_FULL_MESSAGE });
      }
      next += 1;
      const added = fact(next, text, 'explicit');
      kept = [added, ...kept];
      return response(201).json({ success: true, fact: added });
    }),
    http.patch('/api/accounts/memory/{id}/', async ({ params, request, response }) => {
      const text = (await request.json()).text.replace(/\s+/g, ' ').trim();
      const found = kept.find((row) => row.id === params.id);
      if (!found) {
        return response(404).json(notFound());
      }
      const updated = { ...found, text, updated_at: '2026-03-28T14:00:00Z' };
      kept = [updated, ...kept.filter((row) => row !== found)];
      return response(200).json({ success: true, fact: updated });
    }),
    http.delete('/api/accounts/memory/{id}/', async ({ params, response }) => {
      const before = kept.length + pending.length;
      kept = kept.filter((row) => row.id !== params.id);
      pending = pending.filter((row) => row.id !== params.id);
      return kept.length + pending.length < before
        ? response(200).json({ success: true })
        : response(404).json(notFound());
    }),
    http.post('/api/accounts/memory/{id}/accept/', async ({ params, response }) => {
      const found = pending.find((row) => row.id === params.id);
      if (!found) {
        return response(404).json(notFound('Sugestão não encontrada ou já respondida.'));
      }
      pending = pending.filter((row) => row !== found);
      kept = [found, ...kept];
      return response(200).json({ success: true, fact: found });
    }),
    http.post('/api/accounts/memory/{id}/decline/', async ({ params, response }) => {
      const found = pending.find((row) => row.id === params.id);
      if (!found) {
        return response(404).json(notFound('Sugestão não encontrada ou já respondida.'));
      }
      pending = pending.filter((row) => row !== found);
      return response(200).json({ success: true });
    }),
    http.put('/api/accounts/memory/settings/', async ({ request, response }) => {
      settings = { ...settings, ...(await request.json()) };
      return response(200).json({ success: true, settings });
    }),
  ];
}
