import { describe, expect, it } from 'vitest';
import { markdownToWhatsapp, splitForWhatsapp, WHATSAPP_TEXT_LIMIT } from './format.ts';

describe('markdownToWhatsapp', () => {
  it('negrito, itálico, tachado, títulos e links no formato do WhatsApp', () => {
    expect(markdownToWhatsapp('**Prazo**: _sexta_ e *sábado*; ~~domingo~~')).toBe(
      '*Prazo*: _sexta_ e _sábado_; ~domingo~',
    );
    expect(markdownToWhatsapp('## Proposta de **coffee break**\nTexto')).toBe(
      '*Proposta de coffee break*\nTexto',
    );
    expect(markdownToWhatsapp('Veja [a tabela](https://exemplo.com.br/precos) e <https://a.b/c>')).toBe(
      'Veja a tabela (https://exemplo.com.br/precos) e https://a.b/c',
    );
  });

  it('listas com marcador e código preservado', () => {
    expect(markdownToWhatsapp('- um\n* dois\n  - três')).toBe('• um\n• dois\n  • três');
    expect(markdownToWhatsapp('Use `npm ci`\n```\n**não** mexe\n```')).toBe(
      'Use ```npm ci```\n```\n**não** mexe\n```',
    );
  });
});

describe('splitForWhatsapp', () => {
  it('um texto curto vai numa mensagem só', () => {
    expect(splitForWhatsapp('Olá!')).toEqual(['Olá!']);
  });

  it('corta entre parágrafos, sem passar do limite e sem perder texto', () => {
    const paragraph = 'palavra '.repeat(300).trim();
    const text = Array.from({ length: 5 }, () => paragraph).join('\n\n');
    const chunks = splitForWhatsapp(text);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(WHATSAPP_TEXT_LIMIT);
    }
    expect(chunks.join(' ').replace(/\s+/g, ' ')).toBe(text.replace(/\s+/g, ' '));
  });

  it('uma palavra maior que o limite é cortada a seco, sem partir um emoji', () => {
    const chunks = splitForWhatsapp(`${'a'.repeat(9)}😀${'b'.repeat(5)}`, 10);
    expect(chunks).toEqual(['a'.repeat(9), '😀bbbbb']);
  });
});
