import { describe, expect, it } from 'vitest';
import { pageUrlFromMessage } from './page-request.ts';

describe('pageUrlFromMessage', () => {
  it('takes the address after the URL panel prefix', () => {
    expect(pageUrlFromMessage('Analise esta página web: https://cafebatel.com.br/cardapio')).toBe(
      'https://cafebatel.com.br/cardapio',
    );
    expect(pageUrlFromMessage('  analise esta página web:   http://exemplo.com.br/a  e resuma')).toBe(
      'http://exemplo.com.br/a',
    );
  });

  it('is null for other messages and an empty address', () => {
    expect(pageUrlFromMessage('Resuma https://exemplo.com.br')).toBeNull();
    expect(pageUrlFromMessage('Analise esta página web:   ')).toBeNull();
  });
});
