import { describe, expect, it } from 'vitest';
import { isValidCnpj, maskCnpj, normalizeCnpj } from './cnpj';

describe('CNPJ numérico e alfanumérico', () => {
  it('valida o exemplo alfanumérico da Receita, com e sem máscara', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
  });

  it('recusa o alfanumérico com um dígito verificador errado ou letra no lugar dele', () => {
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-53')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-3A')).toBe(false);
    expect(isValidCnpj('12.ABD.345/01DE-35')).toBe(false);
  });

  it('valida CNPJs numéricos', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
  });

  it('recusa tamanho errado e dígitos repetidos', () => {
    expect(isValidCnpj('')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-8')).toBe(false);
    expect(isValidCnpj('112223330001811')).toBe(false);
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
    expect(isValidCnpj('11.111.111/1111-11')).toBe(false);
  });

  it('mascara enquanto se digita', () => {
    expect(maskCnpj('12')).toBe('12');
    expect(maskCnpj('12a')).toBe('12.A');
    expect(maskCnpj('12abc345')).toBe('12.ABC.345');
    expect(maskCnpj('12abc34501de')).toBe('12.ABC.345/01DE');
    expect(maskCnpj('12abc34501de3599')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('12.ABC.345/01DE-35')).toBe('12.ABC.345/01DE-35');
    expect(normalizeCnpj(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
  });
});
