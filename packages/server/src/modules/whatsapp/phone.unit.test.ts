import { describe, expect, it } from 'vitest';
import { displayWhatsappNumber, normalizeWhatsappNumber } from './phone.ts';

describe('normalizeWhatsappNumber', () => {
  it('um celular com e sem o nono dígito, com e sem +55, é a mesma pessoa', () => {
    const forms = [
      '5511987654321',
      '551187654321',
      '+55 (11) 98765-4321',
      '11 98765-4321',
      '(11) 8765-4321',
      '011 98765-4321',
      '+55 11 8765 4321',
    ];
    expect(new Set(forms.map(normalizeWhatsappNumber))).toEqual(new Set(['5511987654321']));
  });

  it('um fixo (começa com 2 a 5) não ganha o nono dígito', () => {
    expect(normalizeWhatsappNumber('551132654321')).toBe('551132654321');
    expect(normalizeWhatsappNumber('(21) 3265-4321')).toBe('552132654321');
  });

  it('DDD inexistente não é lido como brasileiro; número de outro país fica como veio', () => {
    expect(normalizeWhatsappNumber('14155552671')).toBe('14155552671');
    expect(normalizeWhatsappNumber('+351 912 345 678')).toBe('351912345678');
    expect(normalizeWhatsappNumber('552098765432')).toBe('552098765432');
  });

  it('recusa o que não pode ser um número', () => {
    expect(normalizeWhatsappNumber('')).toBeNull();
    expect(normalizeWhatsappNumber('abc')).toBeNull();
    expect(normalizeWhatsappNumber('1234567')).toBeNull();
    expect(normalizeWhatsappNumber('1234567890123456')).toBeNull();
    // Nine digits after the DDD must be a mobile (9…).
    expect(normalizeWhatsappNumber('5511387654321')).toBeNull();
  });

  it('mostra o número no formato brasileiro', () => {
    expect(displayWhatsappNumber('5511987654321')).toBe('+55 11 98765-4321');
    expect(displayWhatsappNumber('551132654321')).toBe('+55 11 3265-4321');
    expect(displayWhatsappNumber('14155552671')).toBe('+14155552671');
  });
});
