import { fakeJwt } from '@sppock/sdk/testing';
import { describe, expect, it } from 'vitest';
import { tokenExpiry } from './jwt';

describe('tokenExpiry', () => {
  it('reads exp from a JWT in milliseconds', () => {
    expect(tokenExpiry(fakeJwt(1_795_000_000_000))).toBe(1_795_000_000_000);
  });
  it("reads the contract's example token", () => {
    const example =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ0b2tlbl90eXBlIjoiYWNjZXNzIiwiZXhwIjoxNzk1MDAwMDAwLCJ1c2VyX2lkIjoxMn0.c2lnbmF0dXJlLWFjY2Vzcw';
    expect(tokenExpiry(example)).toBe(1_795_000_000_000);
  });
  it('gives null for tokens that are not JWTs or have no exp', () => {
    expect(tokenExpiry('token-opaco-do-parceiro')).toBeNull();
    expect(tokenExpiry('a.bm90IGpzb24.c')).toBeNull();
    expect(tokenExpiry(fakeJwt(0).replace(/\.[^.]+\./, `.${btoa('{"sub":1}')}.`))).toBeNull();
  });
});
