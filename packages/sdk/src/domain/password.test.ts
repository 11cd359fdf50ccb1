import { describe, expect, it } from 'vitest';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordChecklist, validateNewPassword } from './password';

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

describe('validateNewPassword', () => {
  it('asks for 8 to 128 characters and nothing about composition', () => {
    expect(validateNewPassword('curta')).toBe('A senha deve ter pelo menos 8 caracteres.');
    expect(validateNewPassword('girassol amarelo')).toBeNull();
    expect(validateNewPassword('semmaiuscula')).toBeNull();
    expect(validateNewPassword('a'.repeat(MAX_PASSWORD_LENGTH))).toBeNull();
    expect(validateNewPassword('a'.repeat(MAX_PASSWORD_LENGTH + 1))).toBe(
      'A senha pode ter no máximo 128 caracteres.',
    );
  });

  it('counts characters as the server does, not UTF-16 units', () => {
    // Seven emoji are 14 UTF-16 units but 7 characters: too short, as the server says.
    expect(validateNewPassword('🌽'.repeat(MIN_PASSWORD_LENGTH - 1))).toBe(
      'A senha deve ter pelo menos 8 caracteres.',
    );
    expect(validateNewPassword('🌽'.repeat(MAX_PASSWORD_LENGTH))).toBeNull();
    expect(passwordChecklist('☕☕☕☕☕☕☕').find((check) => check.id === 'length')?.met).toBe(false);
  });
});
