import type { components } from '@sppock/sdk';
import { assertNoUnhandledRequests, createTestClient, HttpResponse, http } from '@sppock/sdk/testing';
import { describe, expect, it, vi } from 'vitest';

// A freemium account's current cycle, as the contract shapes it.
const usage: components['schemas']['AgentUsageCurrent'] = {
  success: true,
  usage: {
    tokens_used_this_month: 1200,
    conversations_this_month: 2,
    conversations_deleted: 0,
    active_conversations: 2,
    usage_percent: 1.2,
    unlimited: false,
    cycle_start: '2026-03-01T00:00:00Z',
    cycle_end: '2026-03-31T00:00:00Z',
  },
  limits: { max_tokens: 100_000, max_conversations: 30, flex_tokens: 0, cost_per_100k_extra: 0 },
  package_type: 'freemium',
};

describe('createTestClient', () => {
  it("answers with the contract's paths, on the API's and the payments service's origins", async () => {
    let asked: string | undefined;
    const test = createTestClient({
      client: { baseUrl: 'http://api.sppock.test', paymentsBaseUrl: 'http://pagamentos.sppock.test' },
      handlers: [
        http.get('/api/agents/{agent}/api/usage/', ({ params, response }) => {
          asked = params.agent;
          return response(200).json(usage);
        }),
        http.get('/payments/plans/', ({ response }) => response(200).json({ success: true, plans: [] })),
      ],
    });
    const { data } = await test.client.api.GET('/api/agents/{agent}/api/usage/', {
      params: { path: { agent: 'brainstorm' } },
    });
    expect(asked).toBe('brainstorm');
    expect(data).toEqual(usage);
    const plans = await test.client.payments.GET('/payments/plans/');
    expect(plans.data).toEqual({ success: true, plans: [] });
    expect(test.calls).toEqual(['GET /api/agents/brainstorm/api/usage/', 'GET /payments/plans/']);
    expect(test.count('GET /api/agents/brainstorm/')).toBe(1);
    expect(test.count('POST')).toBe(0);
  });

  it('signs in as the fake user unless told', () => {
    expect(createTestClient({ handlers: [] }).client.session.getSnapshot().user?.first_name).toBe('Mariana');
    expect(createTestClient({ handlers: [], user: null }).client.session.getSnapshot().status).toBe(
      'anonymous',
    );
  });

  it('an unanswered call fails the check, once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const test = createTestClient({ handlers: [] });
    const { response } = await test.client.api.GET('/api/accounts/users/profile/');
    expect(response.status).toBe(599);
    expect(() => assertNoUnhandledRequests()).toThrow('GET /api/accounts/users/profile/');
    expect(() => assertNoUnhandledRequests()).not.toThrow();
  });

  it("a handler's network error is the client's connection error, and a handler's exception (a failed expect) fails the call instead of answering it", async () => {
    const test = createTestClient({
      handlers: [
        http.get('/api/support/categories/', () => HttpResponse.error()),
        http.get('/api/support/messages/', () => {
          throw new Error('asserção dentro do handler');
        }),
      ],
    });
    await expect(test.client.api.GET('/api/support/categories/')).rejects.toThrow(
      'Erro de conexão com o servidor',
    );
    await expect(test.client.api.GET('/api/support/messages/')).rejects.toThrow(
      'Erro de conexão com o servidor',
    );
  });
});
