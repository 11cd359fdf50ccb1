// @vitest-environment jsdom

import { createTestClient, HttpResponse, http } from '@sppock/sdk/testing';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wrapperFor } from '../testWrapper';
import { useUsage } from './useUsage';

describe('errors the hooks give', () => {
  it('usage failures read the spec text', async () => {
    const test = createTestClient({
      handlers: [
        http.get('/api/agents/{agent}/api/usage/', ({ response }) =>
          // Deliberately outside the contract (which always sends `error`): a body without text, as a proxy's, reads the fallback.
          response.untyped(HttpResponse.json({ success: false }, { status: 500 })),
        ),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => useUsage(), { wrapper });
    await waitFor(() => expect(result.current.error?.message).toBe('Erro ao carregar dados de uso'));
  });
});
