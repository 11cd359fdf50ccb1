import { assertNoUnhandledRequests, createTestClient, json } from '@sppock/sdk/testing';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { ContractRoute } from './createTestClient';

describe('createTestClient', () => {
  it("routes by the contract's templates and gives the path parameters", async () => {
    const test = createTestClient({
      'GET /api/agents/{agent}/api/usage/': (_request, params) => json({ params }),
      'GET /payments/plans/': () => json({ success: true, plans: [] }),
    });
    const { data } = await test.client.api.GET('/api/agents/{agent}/api/usage/', {
      params: { path: { agent: 'brainstorm' } },
    });
    expect(data).toEqual({ params: { agent: 'brainstorm' } });
    expect(test.calls).toEqual(['GET /api/agents/brainstorm/api/usage/']);
    expect(test.count('GET /api/agents/{agent}/api/usage/')).toBe(1);
    expect(test.count('GET /payments/plans/')).toBe(0);
  });

  it('signs in as the fake user unless told', () => {
    expect(createTestClient({}).client.session.getSnapshot().user?.first_name).toBe('Mariana');
    expect(createTestClient({}, { signedIn: false }).client.session.getSnapshot().status).toBe('anonymous');
  });

  it('an unanswered call fails the check, once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const test = createTestClient({});
    const { response } = await test.client.api.GET('/api/accounts/users/profile/');
    expect(response.status).toBe(599);
    expect(() => assertNoUnhandledRequests()).toThrow('GET /api/accounts/users/profile/');
    expect(() => assertNoUnhandledRequests()).not.toThrow();
  });

  it('only takes operations the contract has', () => {
    expectTypeOf<'GET /payments/plans/'>().toExtend<ContractRoute>();
    expectTypeOf<'GET /api/agents/chatsppock/metadata/'>().not.toExtend<ContractRoute>();
    expectTypeOf<'DELETE /payments/plans/'>().not.toExtend<ContractRoute>();
  });
});
