import { describe, expect, it } from 'vitest';
import { OFFLINE_NOTE } from '../agents/registry/offline.ts';
import { chunkText, extractiveSummary, searchTerms, selectRelevantChunks } from './passages.ts';

const REPORT = [
  'Relatório trimestral da Cafeteria Batel. Este documento resume o primeiro trimestre de 2026.',
  'Vendas: o faturamento foi de R$ 148.300,00, alta de 12% sobre o trimestre anterior. O cappuccino liderou as vendas.',
  'Equipe: contratamos dois baristas em fevereiro. A rotatividade caiu para 5%.',
  'Fornecedores: o preço do café em grão subiu 18%. Negociamos contrato anual com a Torrefação Curitiba.',
  'Próximos passos: abrir uma segunda loja no Água Verde até setembro.',
].join('\n\n');

describe('chunkText', () => {
  it('keeps paragraphs whole and each chunk within the limit', () => {
    const chunks = chunkText(REPORT, { maxChars: 200, overlap: 0 });
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.every((c) => c.text.length <= 200)).toBe(true);
    expect(chunks.map((c) => c.index)).toEqual(chunks.map((_, i) => i));
    expect(chunks.map((c) => c.text).join('\n\n')).toBe(REPORT);
  });

  it('cuts a paragraph longer than a chunk at word boundaries, and a giant word by size', () => {
    const long = Array.from({ length: 300 }, (_, i) => `palavra${i}`).join(' ');
    const chunks = chunkText(`${long}\n\n${'x'.repeat(2500)}`, { maxChars: 1000, overlap: 0 });
    expect(chunks.every((c) => c.text.length <= 1000)).toBe(true);
    expect(chunks.flatMap((c) => c.text.split(/\s+/)).filter((w) => w.startsWith('palavra'))).toHaveLength(
      300,
    );
  });

  it('repeats the end of a chunk at the start of the next when asked', () => {
    const chunks = chunkText(REPORT, { maxChars: 220, overlap: 60 });
    const shared = chunks.slice(1).filter((c, i) => c.text.includes(chunks[i]!.text.slice(-15)));
    expect(shared.length).toBeGreaterThan(0);
    const none = chunkText(REPORT, { maxChars: 220, overlap: 0 });
    expect(none.slice(1).filter((c, i) => c.text.includes(none[i]!.text.slice(-15)))).toEqual([]);
  });
});

describe('selectRelevantChunks', () => {
  const chunks = chunkText(REPORT, { maxChars: 130, overlap: 0 });

  it('chooses the passages that match the instruction, accents and case aside, in document order', () => {
    const [best] = selectRelevantChunks(chunks, 'Qual foi o PRECO do cafe e quem e o fornecedor?', {
      limit: 1,
    });
    expect(best!.text).toContain('Fornecedores: o preço do café em grão subiu 18%');
    const chosen = selectRelevantChunks(chunks, 'baristas e loja', { limit: 2 });
    expect(chosen.map((c) => c.text.slice(0, 10))).toEqual(['Equipe: co', 'Próximos p']);
  });

  it('falls back to the opening when nothing matches', () => {
    const chosen = selectRelevantChunks(chunks, 'resuma', { limit: 1 });
    expect(chosen).toEqual([chunks[0]]);
  });

  it('keeps within the character budget', () => {
    const chosen = selectRelevantChunks(chunks, 'vendas equipe fornecedores loja', { maxChars: 260 });
    expect(chosen.reduce((n, c) => n + c.text.length, 0)).toBeLessThanOrEqual(260);
  });
});

describe('extractiveSummary', () => {
  it('quotes the opening and the matching passages, marked as offline', () => {
    const summary = extractiveSummary(REPORT, 'contratações da equipe', { leading: 2 });
    expect(summary).toContain('> Relatório trimestral da Cafeteria Batel.');
    expect(summary).toContain('**Trechos relacionados a "contratações da equipe"**');
    expect(summary).toContain('> Equipe: contratamos dois baristas em fevereiro.');
    expect(summary).not.toContain('Torrefação');
    expect(summary.endsWith(OFFLINE_NOTE)).toBe(true);
  });

  it('says plainly when no passage matches', () => {
    expect(extractiveSummary(REPORT, 'dividendos')).toContain(
      'Nenhum trecho do documento menciona "dividendos".',
    );
  });

  it('cuts a long opening sentence on a word, with an ellipsis, however long the document', () => {
    const long = `${'Cafe especial torrado na semana '.repeat(40)}fim.`;
    const summary = extractiveSummary(`${long}\n\n${'x'.repeat(2_000_000)}`, 'resuma');
    const quoted = summary.split('\n').filter((line) => line.startsWith('> Cafe'));
    expect(quoted).toHaveLength(1);
    const cut = (quoted[0] as string).slice(2);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(300);
    // Whole words only: what was kept is followed by a space in the document.
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(long.charAt(cut.length - 1)).toBe(' ');
    const word = extractiveSummary('y'.repeat(2_000_000), '');
    expect(word).toContain(`> ${'y'.repeat(299)}…\n`);
    expect(word.length).toBeLessThan(1000);
  });

  it('searchTerms drops accents, case and stopwords', () => {
    expect(searchTerms('Qual é o Preço do Café?')).toEqual(['preco', 'cafe']);
  });
});
