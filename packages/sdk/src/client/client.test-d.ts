import { describe, expectTypeOf, it } from 'vitest';
import type { components } from '../generated/openapi';
import { createSppockClient } from './createSppockClient';

const { api, payments } = createSppockClient({ baseUrl: 'http://localhost:8000' });
type Schemas = components['schemas'];

describe('client inference', () => {
  it('infers response data from the path', async () => {
    const profile = await api.GET('/api/accounts/users/profile/');
    expectTypeOf(profile.data).toEqualTypeOf<Schemas['UserProfile'] | undefined>();
    if (profile.data) {
      expectTypeOf(profile.data.is_superuser).toEqualTypeOf<boolean>();
    }
    const notifications = await api.GET('/api/support/notifications/');
    expectTypeOf(notifications.data).toEqualTypeOf<Schemas['SupportNotificationList'] | undefined>();
  });

  it('types error bodies from the documented failures', async () => {
    const login = await api.POST('/api/accounts/token/', { body: { email: 'a@b.com', password: 'x' } });
    if (login.error) {
      expectTypeOf(login.error).toEqualTypeOf<Schemas['Detail']>();
    }
  });

  it('requires path params and checks the agent enum', () => {
    api.GET('/api/agents/{agent}/api/usage/', {
      params: { path: { agent: 'chatsppock' }, query: { historical: true, months: 12 } },
    });
    // @ts-expect-error the agent path parameter is required
    api.GET('/api/agents/{agent}/api/usage/');
    // @ts-expect-error not an agent type of the contract
    api.GET('/api/agents/{agent}/api/usage/', { params: { path: { agent: 'commander' } } });
  });

  it('checks request bodies, including the action-based chat endpoint', () => {
    api.POST('/api/agents/{agent}/api/', {
      params: { path: { agent: 'chatsppock' } },
      body: { action: 'create_session', title: 'Nova conversa' },
    });
    api.POST('/api/support/messages/create/', {
      body: {
        category_id: 1,
        subject: 'Fatura duplicada',
        content: 'Fui cobrada duas vezes.',
        // @ts-expect-error priority is one of baixa, normal, alta
        priority: 'máxima',
      },
    });
    api.POST('/api/support/messages/create/', {
      body: {
        category_id: 1,
        subject: 'Fatura duplicada',
        content: 'Fui cobrada duas vezes.',
        // @ts-expect-error urgente is set by the support team, not by the customer
        priority: 'urgente',
      },
    });
  });

  it('keeps payments paths on the payments client and everything else on api', () => {
    payments.GET('/payments/plans/');
    payments.POST('/payments/upgrade/', {
      body: { plan_type: 'professional', payment_method_id: 'pm_card_visa' },
    });
    // @ts-expect-error payments paths are not served by the api client
    api.GET('/payments/plans/');
    // @ts-expect-error api paths are not served by the payments client
    payments.GET('/api/support/categories/');
    // The declared /api/payments/... paths live on the main API host.
    api.GET('/api/payments/package/');
  });

  it('accepts an AbortSignal and a per-call timeout', () => {
    api.GET('/api/support/categories/', { signal: new AbortController().signal, timeoutMs: 5000 });
  });
});
