// Named hooks for the common flows. Their errors are SppockErrors whose `message` is the spec's
// pt-BR text; their query keys are openapi-react-query's [method, path, init], so they share the
// cache — and the invalidations — with `$api.useQuery` on the same call.

import {
  activitiesErrorMessage,
  COMMANDER_AGENT,
  chatbotSendErrorMessage,
  type components,
  type Failure,
  LOGOUT_SUCCESS_MESSAGE,
  type LoginCredentials,
  paymentsHttpErrorMessage,
  plansLoadErrorMessage,
  profileUpdateErrorMessage,
  type SessionEvents,
  type SessionSnapshot,
  SppockError,
  sendMessageErrorMessage,
  supportErrorMessage,
  upgradeErrorMessages,
  usageErrorMessage,
  type VerificationInput,
} from '@sppock/sdk';
import { type UseQueryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useSppock } from './SppockProvider';
import { unwrap } from './unwrap';

type Schemas = components['schemas'];
type AgentType = Schemas['AgentType'];
/** Query options the named hooks pass through to TanStack Query. */
export type SppockQueryOptions<T> = Omit<UseQueryOptions<T, SppockError>, 'queryKey' | 'queryFn'>;

/** The unread count is polled every 2 minutes (spec 3 §9). */
export const UNREAD_COUNT_POLL_MS = 120_000;
const COMMANDER: AgentType = COMMANDER_AGENT;

/** True while someone is signed in; re-renders when that changes. */
function useIsAuthenticated(): boolean {
  const { session } = useSppock();
  return useSyncExternalStore(
    session.subscribe,
    () => session.getSnapshot().status === 'authenticated',
    () => false,
  );
}

// ── session ────────────────────────────────────────────────────────────────────────────────

/** The session snapshot, re-rendering on every change, plus its actions. */
export function useSession(): SessionSnapshot & {
  /** 'Continuar logado'. */
  renew: () => Promise<void>;
  /** Clears the session and the cache; returns 'Logout realizado com sucesso!'. */
  logout: () => string;
} {
  const { session } = useSppock();
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  const logout = useLogout();
  return { ...snapshot, renew: session.renew, logout };
}

/** Runs `handler` on a session event ('expiring', 'expired', 'renewed') while mounted. */
export function useSessionEvent<E extends keyof SessionEvents>(
  event: E,
  handler: (payload: SessionEvents[E]) => void,
): void {
  const { session } = useSppock();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => session.on(event, (payload) => latest.current(payload)), [session, event]);
}

/** Logs in; the session stores tokens and profile. `error.message` is the spec's login text. */
export function useLogin() {
  const { session } = useSppock();
  return useMutation<Schemas['UserProfile'], SppockError, LoginCredentials>({
    mutationKey: ['session', 'login'],
    mutationFn: (credentials) => session.login(credentials),
  });
}

/** Verifies the registration code and signs the user in. */
export function useVerifyCode() {
  const { session } = useSppock();
  return useMutation<Schemas['UserProfile'], SppockError, VerificationInput>({
    mutationKey: ['session', 'verify'],
    mutationFn: (input) => session.verify(input),
  });
}

/** Returns a logout function: clears the session and the query cache; returns the toast text. */
export function useLogout(): () => string {
  const { session, queryClient } = useSppock();
  return useCallback(() => {
    session.logout();
    queryClient.clear();
    return LOGOUT_SUCCESS_MESSAGE;
  }, [session, queryClient]);
}

// ── account ────────────────────────────────────────────────────────────────────────────────

/** The signed-in user's profile. */
export function useProfile(options: SppockQueryOptions<Schemas['UserProfile']> = {}) {
  const { api, $api } = useSppock();
  const authenticated = useIsAuthenticated();
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/accounts/users/profile/').queryKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/accounts/users/profile/', { signal })),
    enabled: authenticated,
    ...options,
  });
}

/** Saves the profile; the session's stored user follows. */
export function useUpdateProfile() {
  const { api, session } = useSppock();
  return useMutation<Schemas['UserProfile'], SppockError, Schemas['UserProfileUpdate']>({
    mutationKey: ['put', '/api/accounts/users/profile/'],
    mutationFn: async (body) => {
      const user = await unwrap(api.PUT('/api/accounts/users/profile/', { body }), profileUpdateErrorMessage);
      session.setUser(user);
      return user;
    },
  });
}

/** The current cycle's usage and limits (the Commander's usage endpoint). */
export function useUsage(options: SppockQueryOptions<Schemas['AgentUsageCurrent']> = {}) {
  const { api, $api } = useSppock();
  const init = { params: { path: { agent: COMMANDER } } };
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/agents/{agent}/api/usage/', init).queryKey,
    queryFn: async ({ signal }) => {
      const data = await unwrap(api.GET('/api/agents/{agent}/api/usage/', { ...init, signal }), (failure) =>
        usageErrorMessage(failure),
      );
      if (!('usage' in data)) {
        throw new SppockError(
          { kind: 'exception', message: 'usage missing' },
          'Erro ao carregar dados de uso',
        );
      }
      return data;
    },
    ...options,
  });
}

/** The monthly usage history (12 months by default). */
export function useUsageHistory(
  months = 12,
  options: SppockQueryOptions<Schemas['AgentUsageHistorical']> = {},
) {
  const { api, $api } = useSppock();
  const init = { params: { path: { agent: COMMANDER }, query: { historical: true, months } } };
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/agents/{agent}/api/usage/', init).queryKey,
    queryFn: async ({ signal }) => {
      const data = await unwrap(api.GET('/api/agents/{agent}/api/usage/', { ...init, signal }), (failure) =>
        usageErrorMessage(failure, { historical: true }),
      );
      if (!('historical_data' in data)) {
        throw new SppockError(
          { kind: 'exception', message: 'historical_data missing' },
          'Erro ao carregar dados históricos',
        );
      }
      return data;
    },
    ...options,
  });
}

/** The account panel's recent activities (5 by default). */
export function useRecentActivities(
  limit = 5,
  options: SppockQueryOptions<Schemas['AgentActivityList']> = {},
) {
  const { api, $api } = useSppock();
  const init = { params: { query: { limit } } };
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/agents/activities/recent/', init).queryKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/agents/activities/recent/', { ...init, signal }), activitiesErrorMessage),
    ...options,
  });
}

// ── notifications and support ─────────────────────────────────────────────────────────────

/**
 * The unread notification count of the header's bell, polled every 120000 ms. A 401 on the poll
 * sets it to 0; other failures keep the last count (they are not critical, spec 3 §4). 0 while
 * signed out.
 */
export function useUnreadNotificationCount(options: { enabled?: boolean } = {}): number {
  const { api, $api } = useSppock();
  const authenticated = useIsAuthenticated();
  const init = { params: { query: { unread_only: true } } };
  const query = useQuery({
    queryKey: $api.queryOptions('get', '/api/support/notifications/', init).queryKey,
    queryFn: async ({ signal }): Promise<Schemas['SupportNotificationList']> => {
      const result = await api.GET('/api/support/notifications/', { ...init, signal });
      if (result.response.status === 401) {
        return { success: true, notifications: [], unread_count: 0 };
      }
      return unwrap(Promise.resolve(result), (failure) => supportErrorMessage(failure, 'notifications'));
    },
    select: (data) =>
      data.unread_count ?? data.notifications.filter((notification) => !notification.read).length,
    refetchInterval: UNREAD_COUNT_POLL_MS,
    enabled: authenticated && options.enabled !== false,
  });
  return authenticated ? (query.data ?? 0) : 0;
}

/** Marks one notification read; the list and the unread count refresh. */
export function useMarkNotificationRead() {
  const { api } = useSppock();
  return useMutation<Schemas['SupportNotificationRead'], SppockError, number>({
    mutationKey: ['post', '/api/support/notifications/{id}/read/'],
    mutationFn: (id) =>
      unwrap(api.POST('/api/support/notifications/{id}/read/', { params: { path: { id } } }), (failure) =>
        supportErrorMessage(failure, 'markNotification'),
      ),
  });
}

/** Marks every notification read (opening the support page). */
export function useMarkAllNotificationsRead() {
  const { api } = useSppock();
  return useMutation<Schemas['SupportNotificationsReadAll'], SppockError, void>({
    mutationKey: ['post', '/api/support/notifications/read-all/'],
    mutationFn: () =>
      unwrap(api.POST('/api/support/notifications/read-all/'), (failure) =>
        supportErrorMessage(failure, 'markNotification'),
      ),
  });
}

// ── chat ───────────────────────────────────────────────────────────────────────────────────

/** The chat sessions of an agent (the conversation sidebar). */
export function useChatSessions(
  agent: AgentType = COMMANDER,
  options: SppockQueryOptions<Schemas['ChatSessionPage']> = {},
) {
  const { api, $api } = useSppock();
  const init = { params: { path: { agent } } };
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/agents/{agent}/api/sessions/', init).queryKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/agents/{agent}/api/sessions/', { ...init, signal })),
    ...options,
  });
}

/** Where the user is when the IP lookup fails: Brazil, São Paulo time (spec 2 §7). */
export const DEFAULT_CHAT_LOCATION: Schemas['ChatLocation'] = {
  country: 'Brasil',
  countryCode: 'BR',
  timezone: 'America/Sao_Paulo',
};

/** What `useSendMessage` sends. */
export interface SendMessageInput {
  /** Default: 'chatsppock' (the Commander). */
  agent?: AgentType;
  /** Without one, the server creates a 'Nova conversa' session. */
  sessionId?: string;
  message: string;
  /** Default: {@link DEFAULT_CHAT_LOCATION}. */
  location?: Schemas['ChatMessageLocation'];
  /** The agent's own fields. */
  extras?: Record<string, unknown>;
  signal?: AbortSignal;
}

/**
 * Sends a chat message (JSON `send_message`). On success the session lists and usage refresh.
 * `error.message` follows spec 2 §8; pass `agentErrorMessage` for the agent's configured text.
 */
export function useSendMessage(options: { agentErrorMessage?: string } = {}) {
  const { api } = useSppock();
  return useMutation<Schemas['MessageResult'], SppockError, SendMessageInput>({
    mutationKey: ['post', '/api/agents/{agent}/api/'],
    mutationFn: async ({
      agent = COMMANDER,
      sessionId,
      message,
      location = DEFAULT_CHAT_LOCATION,
      extras,
      signal,
    }) => {
      const data = await unwrap(
        api.POST('/api/agents/{agent}/api/', {
          params: { path: { agent } },
          body: { action: 'send_message', message, session_id: sessionId, location, extras },
          signal,
        }),
        (failure: Failure) => sendMessageErrorMessage(failure, options.agentErrorMessage),
      );
      return data as Schemas['MessageResult'];
    },
  });
}

/** Sends a message to the support chatbot. */
export function useChatbotMessage() {
  const { api } = useSppock();
  return useMutation<Schemas['ChatbotReply'], SppockError, Schemas['ChatbotMessageRequest']>({
    mutationKey: ['post', '/api/chatbot/response/'],
    mutationFn: (body) => unwrap(api.POST('/api/chatbot/response/', { body }), chatbotSendErrorMessage),
  });
}

// ── plans ──────────────────────────────────────────────────────────────────────────────────

/** Plans with the current subscription (the plans page). */
export function useUpgradeOptions(options: SppockQueryOptions<Schemas['UpgradeOptions']> = {}) {
  const { payments, $payments } = useSppock();
  return useQuery({
    queryKey: $payments.queryOptions('get', '/payments/upgrade/').queryKey,
    queryFn: ({ signal }) => unwrap(payments.GET('/payments/upgrade/', { signal }), plansLoadErrorMessage),
    ...options,
  });
}

/** The payments service's usage summary. */
export function useUsageSummary(options: SppockQueryOptions<Schemas['PlanUsageSummaryResponse']> = {}) {
  const { payments, $payments } = useSppock();
  return useQuery({
    queryKey: $payments.queryOptions('get', '/payments/usage/summary/').queryKey,
    queryFn: ({ signal }) =>
      unwrap(payments.GET('/payments/usage/summary/', { signal }), paymentsHttpErrorMessage),
    ...options,
  });
}

/**
 * Changes the plan. On success usage and plans refresh; the result's `redirect_url` or
 * `checkout_url`, when present, is where the user goes next. `error.message` is the toast text.
 */
export function useChangePlan() {
  const { payments } = useSppock();
  return useMutation<Schemas['UpgradeResult'], SppockError, Schemas['UpgradeRequest']>({
    mutationKey: ['post', '/payments/upgrade/'],
    mutationFn: (body) =>
      unwrap(payments.POST('/payments/upgrade/', { body }), (failure) => upgradeErrorMessages(failure).toast),
  });
}
