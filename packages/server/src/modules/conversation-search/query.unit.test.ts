import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, searchTerms } from './query.ts';

describe('o que a pessoa digitou', () => {
  it('a última palavra vira prefixo enquanto é digitada; frase aberta, operador e palavra curta não', () => {
    expect(searchTerms('plano de marketing pásc')).toEqual({ words: 'plano de marketing', prefix: 'pásc' });
    expect(searchTerms('  páscoa  ')).toEqual({ words: '', prefix: 'páscoa' });
    expect(searchTerms('páscoa ')).toEqual({ words: '', prefix: 'páscoa' });
    expect(searchTerms('"kit café')).toEqual({ words: '"kit café', prefix: null });
    expect(searchTerms('"kit café"')).toEqual({ words: '"kit café"', prefix: null });
    expect(searchTerms('pão -queijo')).toEqual({ words: 'pão -queijo', prefix: null });
    expect(searchTerms('pão de')).toEqual({ words: 'pão de', prefix: null });
    expect(searchTerms("x:* & 'y")).toEqual({ words: "x:* & 'y", prefix: null });
  });

  it('o cursor volta como foi escrito; qualquer outro texto não é cursor', () => {
    const cursor = {
      conversationAt: '2026-03-28 17:30:00+00',
      conversationId: '6f1c2a7e-3b4d-4e8a-9c21-5d7f8a0b1c23',
      at: '2026-03-28 17:28:00.123456+00',
      messageId: '0b7d4c1e-8f2a-4e6b-9a13-c5d2e7f80a41',
    };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor('abc')).toBeNull();
    expect(decodeCursor(Buffer.from('["ontem","x"]').toString('base64url'))).toBeNull();
    expect(
      decodeCursor(Buffer.from('["2026-03-28 17:28:00+00","1 or 1=1"]').toString('base64url')),
    ).toBeNull();
  });
});
