import { describe, expect, it } from 'vitest';
import { markdownBlocks } from './markdownBlocks';

describe('markdownBlocks', () => {
  it('corta nas linhas em branco: cada bloco terminado fica igual enquanto o texto cresce', () => {
    const start = '## Plano\n\nPrimeiro parágrafo.\n\n1. **Defina**';
    const grown = `${start} o objetivo.\n2. Escolha um canal.`;
    expect(markdownBlocks(start)).toEqual(['## Plano\n', 'Primeiro parágrafo.\n', '1. **Defina**']);
    expect(markdownBlocks(grown).slice(0, 2)).toEqual(markdownBlocks(start).slice(0, 2));
    expect(markdownBlocks(grown).at(-1)).toBe('1. **Defina** o objetivo.\n2. Escolha um canal.');
  });

  it('não corta dentro de um bloco de código nem antes de uma linha recuada', () => {
    const code = '```ts\nconst a = 1;\n\nconst b = 2;\n```\n\nDepois.';
    expect(markdownBlocks(code)).toEqual(['```ts\nconst a = 1;\n\nconst b = 2;\n```\n', 'Depois.']);
    // Still open: the rest of the answer is code until the fence closes.
    expect(markdownBlocks('```\nx\n\ny')).toEqual(['```\nx\n\ny']);
    const list = '1. Item\n\n    continuação do item\n\nFim.';
    expect(markdownBlocks(list)).toEqual(['1. Item\n\n    continuação do item\n', 'Fim.']);
  });

  it('não muda o sentido do texto: uma lista com linhas em branco e as referências de link ficam num bloco', () => {
    const loose = '1. Primeiro\n\n2. Segundo\n\nDepois.';
    expect(markdownBlocks(loose)).toEqual(['1. Primeiro\n\n2. Segundo\n', 'Depois.']);
    const reference = 'Veja [o site][s].\n\n[s]: https://sppock.com.br';
    expect(markdownBlocks(reference)).toEqual([reference]);
  });

  it('junta os blocos de volta no texto inteiro', () => {
    const text = '\n\nOlá.\n\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n~~~\n\n~~~\nfim';
    expect(markdownBlocks(text).join('\n')).toBe(text);
  });
});
