// @sppock/sdk/react — the provider, openapi-react-query hooks for every operation, and named
// hooks for the common flows. Runtime pieces of the core come from '@sppock/sdk' itself, so an
// app that imports both entries shares one SppockError class and one session.
export { useChangePassword } from './react/accounts/useChangePassword';
export { useConfirmEmailChange } from './react/accounts/useConfirmEmailChange';
export { useConfirmPasswordReset } from './react/accounts/useConfirmPasswordReset';
export { useDeleteAccount } from './react/accounts/useDeleteAccount';
export { useGeneralSettings } from './react/accounts/useGeneralSettings';
export { useNotificationPreferences } from './react/accounts/useNotificationPreferences';
export { useProfile } from './react/accounts/useProfile';
export { useRegister } from './react/accounts/useRegister';
export { useRequestPasswordReset } from './react/accounts/useRequestPasswordReset';
export { type ResendCodeError, useResendCode } from './react/accounts/useResendCode';
export { useSendPhoneCode } from './react/accounts/useSendPhoneCode';
export { useUpdateGeneralSettings } from './react/accounts/useUpdateGeneralSettings';
export { useUpdateNotificationPreferences } from './react/accounts/useUpdateNotificationPreferences';
export { useUpdateProfile } from './react/accounts/useUpdateProfile';
export { useVerifyPhone } from './react/accounts/useVerifyPhone';
export { AGENT_CATALOGUE_STALE_MS, useAgentCatalogue } from './react/agents/useAgentCatalogue';
export { useRecentActivities } from './react/agents/useRecentActivities';
export { useChatbotMessage } from './react/chat/useChatbotMessage';
export { useChatSessions } from './react/chat/useChatSessions';
export {
  type ChatStreamState,
  type ChatStreamStatus,
  useChatStream,
} from './react/chat/useChatStream';
export { DEFAULT_CHAT_LOCATION, type SendMessageInput, useSendMessage } from './react/chat/useSendMessage';
export type { ConversationTarget } from './react/conversations/conversationTarget';
export { useConversations } from './react/conversations/useConversations';
export { useDeleteConversation } from './react/conversations/useDeleteConversation';
export { useExportConversation } from './react/conversations/useExportConversation';
export { invalidatedBy, invalidationRules } from './react/invalidation';
export { type DemoRequest, useRequestEnterpriseDemo } from './react/marketing/useRequestEnterpriseDemo';
export { useSubscribeNewsletter } from './react/marketing/useSubscribeNewsletter';
export { useMarkAllNotificationsRead } from './react/notifications/useMarkAllNotificationsRead';
export { useMarkNotificationRead } from './react/notifications/useMarkNotificationRead';
export {
  UNREAD_COUNT_POLL_MS,
  useUnreadNotificationCount,
} from './react/notifications/useUnreadNotificationCount';
export { useCancelSubscription } from './react/payments/useCancelSubscription';
export { useChangePlan } from './react/payments/useChangePlan';
export { usePlans } from './react/payments/usePlans';
export { useUpgradeOptions } from './react/payments/useUpgradeOptions';
export { useUsageSummary } from './react/payments/useUsageSummary';
export type { SppockQueryOptions } from './react/queryOptions';
export {
  createSppockQueryHooks,
  type SppockApiHooks,
  type SppockContextValue,
  type SppockPaymentsHooks,
  SppockProvider,
  type SppockProviderProps,
  useSppock,
} from './react/SppockProvider';
export { useLogin } from './react/session/useLogin';
export { useLogout } from './react/session/useLogout';
export { useSession } from './react/session/useSession';
export { useSessionEvent } from './react/session/useSessionEvent';
export { useVerifyCode } from './react/session/useVerifyCode';
export { useUsage } from './react/usage/useUsage';
export { useUsageHistory } from './react/usage/useUsageHistory';
