import { http } from '@sppock/sdk/testing';
import { describe, it } from 'vitest';

describe('http (typed from the contract)', () => {
  it("only takes the contract's paths and answers", () => {
    http.get('/payments/plans/', ({ response }) => response(200).json({ success: true, plans: [] }));
    // @ts-expect-error a path the contract does not have
    http.get('/api/agents/chatsppock/metadata/', () => undefined);
    // @ts-expect-error an operation the contract does not have
    http.delete('/payments/plans/', () => undefined);
    // @ts-expect-error an answer that does not match the schema
    http.get('/payments/plans/', ({ response }) => response(200).json({ success: true }));
  });
});
