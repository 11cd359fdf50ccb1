import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, defaultStorage } from './storage';

describe('createMemoryStorage', () => {
  it('keeps, replaces and removes items', () => {
    const storage = createMemoryStorage({ theme: 'light' });
    expect(storage.getItem('theme')).toBe('light');
    storage.setItem('theme', 'dark');
    expect(storage.getItem('theme')).toBe('dark');
    storage.removeItem('theme');
    expect(storage.getItem('theme')).toBeNull();
  });
});

describe('defaultStorage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  it('uses localStorage when the page has one', () => {
    const local = createMemoryStorage();
    vi.stubGlobal('localStorage', local);
    expect(defaultStorage()).toBe(local);
  });
  it('falls back to memory when localStorage is missing or refuses access', () => {
    expect(defaultStorage().getItem('access_token')).toBeNull();
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('negado', 'SecurityError');
      },
      removeItem: () => undefined,
    });
    const storage = defaultStorage();
    storage.setItem('theme', 'light');
    expect(storage.getItem('theme')).toBe('light');
  });
});
