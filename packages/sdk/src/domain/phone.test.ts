import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, phoneDigits } from './phone';

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['3', '(3'],
    ['31', '(31'],
    ['319', '(31) 9'],
    ['3132', '(31) 32'],
    ['313214', '(31) 3214'],
    ['3132145', '(31) 3214-5'],
    ['3132145678', '(31) 3214-5678'],
    ['31987654321', '(31) 98765-4321'],
  ])('masks %s as %s while typing', (typed, masked) => {
    expect(formatPhone(typed)).toBe(masked);
  });
  it('ignores punctuation and drops digits beyond 11', () => {
    expect(formatPhone('(31) 98765-43219999')).toBe('(31) 98765-4321');
    expect(formatPhone('+55 abc')).toBe('(55');
  });
  it('re-masks an already masked 10-digit number turning into 11 digits', () => {
    expect(formatPhone(`${formatPhone('3132145678')}9`)).toBe('(31) 32145-6789');
  });
});

describe('phoneDigits and isValidPhone', () => {
  it('keeps the digits only', () => {
    expect(phoneDigits('(31) 98765-4321')).toBe('31987654321');
  });
  it('needs at least 10 digits when given', () => {
    expect(isValidPhone('')).toBe(true);
    expect(isValidPhone('(31) 3214-567')).toBe(false);
    expect(isValidPhone('(31) 3214-5678')).toBe(true);
  });
});
