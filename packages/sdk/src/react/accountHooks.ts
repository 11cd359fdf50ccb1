// Named hooks of the account area (spec 1 §2 "Minha Conta", §7, §8) and the public plan list.
// Like the hooks in hooks.ts, their errors are SppockErrors whose `message` is the catalogue's
// pt-BR text, and their keys are openapi-react-query's [method, path, init], so mutations
// invalidate them through `invalidationRules`.

import {
  COMMANDER_AGENT,
  cancelSubscriptionErrorMessage,
  changePasswordErrorMessage,
  type components,
  conversationsErrorMessage,
  deleteAccountErrorMessage,
  deleteConversationErrorMessage,
  exportConversationErrorMessage,
  plansLoadErrorMessage,
  preferencesLoadErrorMessage,
  preferencesUpdateErrorMessage,
  type SppockError,
  settingsLoadErrorMessage,
  settingsUpdateErrorMessage,
} from '@sppock/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from './hooks';
import { useSppock } from './SppockProvider';
import { unwrap } from './unwrap';

type Schemas = components['schemas'];
type AgentType = Schemas['AgentType'];
const COMMANDER: AgentType = COMMANDER_AGENT;

// ── security ───────────────────────────────────────────────────────────────────────────────

/**
 * Changes the password (success is 204). `error.message` follows spec 1 §8: 'Senha atual
 * incorreta' for a wrong current password, the `new_password2` message, or the generic texts.
 */
export function useChangePassword() {
  const { api } = useSppock();
  return useMutation<void, SppockError, Schemas['ChangePasswordRequest']>({
    mutationKey: ['put', '/api/accounts/change-password/'],
    mutationFn: async (body) => {
      await unwrap(api.PUT('/api/accounts/change-password/', { body }), changePasswordErrorMessage);
    },
  });
}

/**
 * Deletes the account for good (the body must carry `confirmation: 'DELETAR'`). The caller then
 * logs out: the session's tokens stop working once the account is gone.
 */
export function useDeleteAccount() {
  const { payments } = useSppock();
  return useMutation<Schemas['AccountDeleted'], SppockError, Schemas['AccountDeletionRequest']>({
    mutationKey: ['post', '/payments/delete-account/'],
    mutationFn: (body) =>
      unwrap(payments.POST('/payments/delete-account/', { body }), deleteAccountErrorMessage),
  });
}

// ── subscription ───────────────────────────────────────────────────────────────────────────

/**
 * Schedules the subscription's cancellation at the end of the period (reactivate with
 * `useChangePlan` and the same plan). Usage and plans refresh on success.
 */
export function useCancelSubscription() {
  const { payments } = useSppock();
  return useMutation<Schemas['SubscriptionCancelled'], SppockError, void>({
    mutationKey: ['post', '/payments/cancel-subscription/'],
    mutationFn: () => unwrap(payments.POST('/payments/cancel-subscription/'), cancelSubscriptionErrorMessage),
  });
}

/** The three plans, public (no session needed): the plans page for visitors. */
export function usePlans(options: SppockQueryOptions<Schemas['SubscriptionPlanList']> = {}) {
  const { payments, $payments } = useSppock();
  return useQuery({
    queryKey: $payments.queryOptions('get', '/payments/plans/').queryKey,
    queryFn: ({ signal }) => unwrap(payments.GET('/payments/plans/', { signal }), plansLoadErrorMessage),
    ...options,
  });
}

// ── conversations ──────────────────────────────────────────────────────────────────────────

/** The Conversas tab's list (all agents, newest first). */
export function useConversations(
  agent: AgentType = COMMANDER,
  options: SppockQueryOptions<Schemas['AgentConversationList']> = {},
) {
  const { api, $api } = useSppock();
  const init = { params: { path: { agent } } };
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/agents/{agent}/api/conversations/', init).queryKey,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/agents/{agent}/api/conversations/', { ...init, signal }),
        conversationsErrorMessage,
      ),
    ...options,
  });
}

/** What `useExportConversation` and `useDeleteConversation` take. */
export interface ConversationTarget {
  sessionId: string;
  /** Default: 'chatsppock' (exports and deletes conversations of any agent). */
  agent?: AgentType;
}

/**
 * Fetches a conversation's export (the JSON the user saves as `conversa_{session_id}.json`).
 * `error.message` is 'Erro ao exportar conversa'.
 */
export function useExportConversation() {
  const { api } = useSppock();
  return useMutation<Schemas['AgentConversationExport'], SppockError, ConversationTarget>({
    mutationKey: ['get', '/api/agents/{agent}/api/conversations/{session_id}/export/'],
    mutationFn: ({ sessionId, agent = COMMANDER }) =>
      unwrap(
        api.GET('/api/agents/{agent}/api/conversations/{session_id}/export/', {
          params: { path: { agent, session_id: sessionId } },
        }),
        exportConversationErrorMessage,
      ),
  });
}

/** Deletes a conversation; the lists refresh. Plan limits are not given back (spec 1 §5). */
export function useDeleteConversation() {
  const { api } = useSppock();
  return useMutation<Schemas['AgentConversationDeleted'], SppockError, ConversationTarget>({
    mutationKey: ['delete', '/api/agents/{agent}/api/conversations/{session_id}/delete/'],
    mutationFn: ({ sessionId, agent = COMMANDER }) =>
      unwrap(
        api.DELETE('/api/agents/{agent}/api/conversations/{session_id}/delete/', {
          params: { path: { agent, session_id: sessionId } },
        }),
        deleteConversationErrorMessage,
      ),
  });
}

// ── preferences and settings ───────────────────────────────────────────────────────────────

/** The Notificações tab's six preferences. */
export function useNotificationPreferences(
  options: SppockQueryOptions<Schemas['NotificationPreferencesResult']> = {},
) {
  const { api, $api } = useSppock();
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/accounts/notification-preferences/').queryKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/accounts/notification-preferences/', { signal }), preferencesLoadErrorMessage),
    ...options,
  });
}

/** Saves some preferences (only the keys that change). */
export function useUpdateNotificationPreferences() {
  const { api } = useSppock();
  return useMutation<
    Schemas['NotificationPreferencesResult'],
    SppockError,
    Schemas['NotificationPreferencesUpdate']
  >({
    mutationKey: ['put', '/api/accounts/notification-preferences/'],
    mutationFn: (body) =>
      unwrap(api.PUT('/api/accounts/notification-preferences/', { body }), preferencesUpdateErrorMessage),
  });
}

/** The Configurações tab's general settings. */
export function useGeneralSettings(options: SppockQueryOptions<Schemas['GeneralSettingsResult']> = {}) {
  const { api, $api } = useSppock();
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/accounts/general-settings/').queryKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/accounts/general-settings/', { signal }), settingsLoadErrorMessage),
    ...options,
  });
}

/** Saves some general settings (only the keys that change). */
export function useUpdateGeneralSettings() {
  const { api } = useSppock();
  return useMutation<Schemas['GeneralSettingsResult'], SppockError, Schemas['GeneralSettingsUpdate']>({
    mutationKey: ['put', '/api/accounts/general-settings/'],
    mutationFn: (body) =>
      unwrap(api.PUT('/api/accounts/general-settings/', { body }), settingsUpdateErrorMessage),
  });
}
