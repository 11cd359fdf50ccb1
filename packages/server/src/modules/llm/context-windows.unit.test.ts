import { describe, expect, it } from 'vitest';
import { CONTEXT_WINDOWS, contextWindowOf } from './context-windows.ts';
import { PRICE_TABLE } from './prices.ts';

describe('contextWindowOf', () => {
  it('takes the family of a dated snapshot by the longest prefix', () => {
    expect(contextWindowOf('openai', 'gpt-4o-mini-2024-07-18')).toBe(128_000);
    expect(contextWindowOf('openai', 'gpt-4.1-mini')).toBe(1_047_576);
    expect(contextWindowOf('anthropic', 'claude-sonnet-4-5-20250929')).toBe(200_000);
  });

  it('says plainly when the window is unknown', () => {
    expect(contextWindowOf('offline', 'sppock-offline')).toBeNull();
    expect(contextWindowOf('openai-compatible', 'llama3')).toBeNull();
    expect(contextWindowOf('openai', 'gpt-4ozzz')).toBeNull();
  });

  it('knows the window of every priced model', () => {
    for (const [provider, models] of Object.entries(PRICE_TABLE)) {
      expect(Object.keys(CONTEXT_WINDOWS[provider as keyof typeof PRICE_TABLE]).sort()).toEqual(
        Object.keys(models).sort(),
      );
    }
  });
});
