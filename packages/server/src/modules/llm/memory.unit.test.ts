import { describe, expect, it } from 'vitest';
import { HISTORY_TOKEN_BUDGET, sessionMemory, summaryBlock } from './memory.ts';
import { countTokens } from './tokens.ts';

const turn = (role: 'user' | 'assistant', i: number) => ({
  role,
  content: `${role === 'user' ? 'Pergunta' : 'Resposta'} ${i}: ${'planejamento de vendas da padaria '.repeat(30)}`,
});

describe('memória da sessão', () => {
  it('manda o histórico inteiro enquanto cabe no orçamento', () => {
    const history = [turn('user', 1), turn('assistant', 1)];
    expect(sessionMemory(history)).toEqual({ turns: history, summary: null });
  });

  it('além do orçamento, os turnos antigos viram um resumo e os recentes seguem inteiros', () => {
    const history = Array.from({ length: 60 }, (_, i) => turn(i % 2 === 0 ? 'user' : 'assistant', i));
    const memory = sessionMemory(history);
    const kept = memory.turns.reduce((sum, t) => sum + countTokens(t.content), 0);
    expect(kept).toBeLessThanOrEqual(HISTORY_TOKEN_BUDGET);
    expect(memory.turns.length).toBeGreaterThan(2);
    expect(memory.turns.length).toBeLessThan(history.length);
    expect(memory.turns[0]?.role).toBe('user');
    expect(memory.turns.at(-1)).toEqual(history.at(-1));
    expect(memory.summary).toContain('Usuário: Pergunta 0:');
    expect(memory.summary).toMatch(/\(\d+ mensagens omitidas\)/);
    expect(summaryBlock(memory.summary)).toMatch(/^## Resumo do início da conversa/);
  });
});
