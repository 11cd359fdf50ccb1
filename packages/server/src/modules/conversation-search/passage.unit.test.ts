import { describe, expect, it } from 'vitest';
import { MATCH_END, MATCH_START, matchRanges, passageOf } from './passage.ts';

const mark = (text: string) => text.replaceAll('[', MATCH_START).replaceAll(']', MATCH_END);

describe('o trecho de um resultado', () => {
  it('leva as marcas do texto dobrado para o original, emojis incluídos', () => {
    const content = 'Pão 🍞 de AÇÚCAR';
    const ranges = matchRanges(content, mark('pao 🍞 de [acucar]'));
    expect(ranges).toEqual([[10, 16]]);
    expect(passageOf(content, ranges)).toEqual({
      segments: [
        { text: 'Pão 🍞 de ', match: false },
        { text: 'AÇÚCAR', match: true },
      ],
      truncated_start: false,
      truncated_end: false,
    });
  });

  it('sem marcas que batam com o original, mostra o começo sem destaque', () => {
    expect(matchRanges('İstanbul', mark('[i̇stanbul]'))).toEqual([]);
    expect(passageOf('Texto curto', [])).toEqual({
      segments: [{ text: 'Texto curto', match: false }],
      truncated_start: false,
      truncated_end: false,
    });
  });

  it('corta em palavras inteiras em volta do primeiro achado e junta os espaços', () => {
    const content = `${'palavra '.repeat(30)}achado\n\nno meio ${'depois '.repeat(40)}`;
    const at = content.indexOf('achado');
    const passage = passageOf(content, [[at, at + 6]]);
    expect(passage.truncated_start).toBe(true);
    expect(passage.truncated_end).toBe(true);
    const text = passage.segments.map((segment) => segment.text).join('');
    expect(text.startsWith('palavra ')).toBe(true);
    expect(text).toContain('achado no meio depois');
    expect(text.endsWith('depois')).toBe(true);
    expect(passage.segments.filter((segment) => segment.match)).toEqual([{ text: 'achado', match: true }]);
  });
});
