// MSW handlers of the shell (usage, activities, notifications, profile), typed from the contract,
// serving the samples of `fixtures.ts`; the other features' handlers build on them.
import type { Schema, UserProfile } from '@sppock/sdk';
import { delay, HttpResponse, http } from '../testing/msw';
import { ACTIVITIES, fixtureUser, HISTORY, usageFixture } from './fixtures';

type Usage = Schema<'AgentUsageCurrent'>;
type Activity = Schema<'AgentActivity'>;

/** How a fixture endpoint answers: with data, never (loading), or with a failure. */
export type FixtureState = 'ok' | 'loading' | 'error';

const forever = () => delay('infinite');
/** The reference server's answer to an unexpected failure. */
export const SERVER_ERROR = {
  success: false,
  error: 'Erro interno do servidor. Tente novamente mais tarde.',
} as const;

export interface ShellHandlerOptions {
  usage?: Usage;
  usageState?: FixtureState;
  activities?: Activity[];
  activitiesState?: FixtureState;
  unread?: number;
  user?: UserProfile;
}

/** Everything the shell reads: usage, recent activities, the unread count and the profile. */
export function shellHandlers({
  usage = usageFixture(),
  usageState = 'ok',
  activities = ACTIVITIES,
  activitiesState = 'ok',
  unread = 3,
  user = fixtureUser(),
}: ShellHandlerOptions = {}) {
  return [
    usageHandler({ usage, state: usageState }),
    http.get('/api/agents/activities/recent/', async ({ query, response }) => {
      if (activitiesState === 'loading') {
        return forever();
      }
      if (activitiesState === 'error') {
        return response(500).json(SERVER_ERROR);
      }
      const limit = Number(query.get('limit') ?? 5);
      return response(200).json({ success: true, activities: activities.slice(0, limit) });
    }),
    http.get('/api/support/notifications/', ({ response }) =>
      response(200).json({
        success: true,
        unread_count: unread,
        notifications: Array.from({ length: Math.min(unread, 3) }, (_, index) => ({
          id: index + 1,
          title: 'Nova resposta do suporte',
          content: 'Respondemos sua mensagem sobre a fatura de março.',
          read: false,
          created_at: '2026-03-28T12:00:00Z',
          notification_type: 'response' as const,
          message: { id: 70 + index },
        })),
      }),
    ),
    ...profileHandlers({ user }),
  ];
}

export interface UsageHandlerOptions {
  usage?: Usage;
  state?: FixtureState;
  history?: Schema<'AgentUsageMonth'>[];
  historyState?: FixtureState;
}

/** The usage endpoint: the current cycle, or the history with `historical=true`. */
export function usageHandler({
  usage = usageFixture(),
  state = 'ok',
  history = HISTORY,
  historyState = 'ok',
}: UsageHandlerOptions = {}) {
  return http.get('/api/agents/{agent}/api/usage/', async ({ query, response }) => {
    const historical = query.get('historical') === 'true';
    const current = historical ? historyState : state;
    if (current === 'loading') {
      return forever();
    }
    if (current === 'error') {
      return response(500).json(SERVER_ERROR);
    }
    if (historical) {
      const months = Number(query.get('months') ?? 12);
      const data = history.slice(-months);
      return response(200).json({
        success: true,
        historical_data: data,
        total_months: Math.max(1, data.length),
      });
    }
    return response(200).json(usage);
  });
}

/** GET and PUT of the profile; the PUT answers with what was sent (or the given failure). */
export function profileHandlers({
  user = fixtureUser(),
  state = 'ok',
  saveState = 'ok',
}: {
  user?: UserProfile;
  state?: FixtureState;
  saveState?: FixtureState;
} = {}) {
  let current = user;
  return [
    http.get('/api/accounts/users/profile/', async ({ response }) => {
      if (state === 'loading') {
        return forever();
      }
      if (state === 'error') {
        // The contract lists no 5xx here; a proxy or a crash still answers one.
        return response.untyped(HttpResponse.json(SERVER_ERROR, { status: 502 }));
      }
      return response(200).json(current);
    }),
    http.put('/api/accounts/users/profile/', async ({ request, response }) => {
      if (saveState === 'loading') {
        return forever();
      }
      if (saveState === 'error') {
        return response(400).json({ email: ['Este e-mail já está em uso.'] });
      }
      const body = await request.json();
      current = { ...current, ...body, phone: body.phone.replace(/\D/g, '') };
      return response(200).json(current);
    }),
  ];
}

export { forever as fixtureForever };
