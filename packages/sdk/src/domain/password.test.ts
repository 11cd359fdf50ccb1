import { describe, expect, it } from 'vitest';
import { passwordChecklist } from './password';

const met = (password: string) =>
  Object.fromEntries(passwordChecklist(password).map((check) => [check.id, check.met]));

describe('passwordChecklist', () => {
  it('lists the four hints in order with pt-BR labels', () => {
    expect(passwordChecklist('').map((check) => check.label)).toEqual([
      'Pelo menos 8 caracteres',
      'Uma letra maiúscula',
      'Uma letra minúscula',
      'Um número',
    ]);
  });
  it('marks each hint independently', () => {
    expect(met('')).toEqual({ length: false, uppercase: false, lowercase: false, digit: false });
    expect(met('abcdefgh')).toEqual({ length: true, uppercase: false, lowercase: true, digit: false });
    expect(met('Ação2026')).toEqual({ length: true, uppercase: true, lowercase: true, digit: true });
    expect(met('ÉÇ1')).toEqual({ length: false, uppercase: true, lowercase: false, digit: true });
  });
});
