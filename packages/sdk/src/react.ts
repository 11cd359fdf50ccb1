// @sppock/sdk/react — the provider, openapi-react-query hooks for every operation, and named
// hooks for the common flows. Runtime pieces of the core come from '@sppock/sdk' itself, so an
// app that imports both entries shares one SppockError class and one session.

// The default location moved to the core entry (domain/location); kept here for existing imports.
export { DEFAULT_CHAT_LOCATION } from '@sppock/sdk';
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
export {
  type RoutingExamplesFile,
  useExportRoutingExamples,
} from './react/agents/useExportRoutingExamples';
export { useRecentActivities } from './react/agents/useRecentActivities';
export { useApiKeys } from './react/apiKeys/useApiKeys';
export { useCreateApiKey } from './react/apiKeys/useCreateApiKey';
export { useRevokeApiKey } from './react/apiKeys/useRevokeApiKey';
export { useAnalyzeIgta } from './react/assessments/useAnalyzeIgta';
export { useAssessmentSession } from './react/assessments/useAssessmentSession';
export { useAssessmentSessions } from './react/assessments/useAssessmentSessions';
export { useAssessments } from './react/assessments/useAssessments';
export { useAssessmentsByCategory } from './react/assessments/useAssessmentsByCategory';
export { useDeleteAssessmentSession } from './react/assessments/useDeleteAssessmentSession';
export { useIgtaAnalytics } from './react/assessments/useIgtaAnalytics';
export { useIgtaQuestions } from './react/assessments/useIgtaQuestions';
export { useMbtiQuestions } from './react/assessments/useMbtiQuestions';
export { type AssessmentRating, useRateAssessment } from './react/assessments/useRateAssessment';
export { useRodaDaVidaQuestions } from './react/assessments/useRodaDaVidaQuestions';
export { type IgtaFeedback, useSaveIgtaFeedback } from './react/assessments/useSaveIgtaFeedback';
export { useStartMbti } from './react/assessments/useStartMbti';
export { useStartRodaDaVida } from './react/assessments/useStartRodaDaVida';
export { useSubmitMbti } from './react/assessments/useSubmitMbti';
export { useSubmitRodaDaVida } from './react/assessments/useSubmitRodaDaVida';
export { type ChatFeedbackInput, useChatFeedback } from './react/chat/useChatFeedback';
export { useChatSession } from './react/chat/useChatSession';
export { useChatSessions } from './react/chat/useChatSessions';
export {
  ANSWER_ENDED_WHILE_AWAY,
  type ChatStreamState,
  type ChatStreamStatus,
  type ChatStreamTextSource,
  type ResumeOptions,
  type UseChatStreamOptions,
  useChatStream,
  useChatStreamText,
} from './react/chat/useChatStream';
export { type CreateChatSessionInput, useCreateChatSession } from './react/chat/useCreateChatSession';
export { type DeleteChatSessionInput, useDeleteChatSession } from './react/chat/useDeleteChatSession';
export {
  chatFileId,
  type DownloadedFile,
  dispositionFileName,
  useDownloadFile,
} from './react/chat/useDownloadFile';
export { type SelectChatBranchInput, useSelectChatBranch } from './react/chat/useSelectChatBranch';
export { type SendMessageInput, useSendMessage } from './react/chat/useSendMessage';
export { useChatbotHistory } from './react/chatbot/useChatbotHistory';
export { useChatbotMessage } from './react/chatbot/useChatbotMessage';
export { useChatbotSession } from './react/chatbot/useChatbotSession';
export { useChatbotVisitorMessage } from './react/chatbot/useChatbotVisitorMessage';
export { useEndChatbotSession } from './react/chatbot/useEndChatbotSession';
export { useRateChatbotAnswer } from './react/chatbot/useRateChatbotAnswer';
export { useRateChatbotVisitorAnswer } from './react/chatbot/useRateChatbotVisitorAnswer';
export { useStartChatbotVisitorSession } from './react/chatbot/useStartChatbotVisitorSession';
export { type AgentTokenUsage, useAgentTokenUsage } from './react/console/useAgentTokenUsage';
export {
  type AgentUsageHistory,
  type AgentUsageHistoryPage,
  useAgentUsageHistory,
} from './react/console/useAgentUsageHistory';
export { type ApiPricing, useApiPricing } from './react/console/useApiPricing';
export { type GeminiRateLimits, useGeminiRateLimits } from './react/console/useGeminiRateLimits';
export { type LlmModelList, useLlmModels } from './react/console/useLlmModels';
export { type LlmModelUsage, useLlmModelUsage } from './react/console/useLlmModelUsage';
export { type AllModelRateLimits, useModelRateLimits } from './react/console/useModelRateLimits';
export { type ModelRateLimits, useOpenaiRateLimits } from './react/console/useOpenaiRateLimits';
export { type QueueStats, useQueueStats } from './react/console/useQueueStats';
export { type RoutingQuality, useRoutingQuality } from './react/console/useRoutingQuality';
export {
  type ModelLimitsSaved,
  type SetModelLimitsInput,
  useSetModelLimits,
} from './react/console/useSetModelLimits';
export type { ConversationTarget } from './react/conversations/conversationTarget';
export {
  CONVERSATION_SEARCH_MAX_LENGTH,
  type ConversationSearchOptions,
  useConversationSearch,
} from './react/conversations/useConversationSearch';
export { useConversations } from './react/conversations/useConversations';
export { useDeleteConversation } from './react/conversations/useDeleteConversation';
export { useExportConversation } from './react/conversations/useExportConversation';
export { type ConversationUpdate, useUpdateConversation } from './react/conversations/useUpdateConversation';
export { useAddCustomAgentDocument } from './react/customAgents/useAddCustomAgentDocument';
export { useCreateCustomAgent } from './react/customAgents/useCreateCustomAgent';
export { useCustomAgent } from './react/customAgents/useCustomAgent';
export { useCustomAgentChat } from './react/customAgents/useCustomAgentChat';
export { useCustomAgentRoute } from './react/customAgents/useCustomAgentRoute';
export { useCustomAgentSession } from './react/customAgents/useCustomAgentSession';
export { useCustomAgentSessions } from './react/customAgents/useCustomAgentSessions';
export { useCustomAgents } from './react/customAgents/useCustomAgents';
export { useDeleteCustomAgent } from './react/customAgents/useDeleteCustomAgent';
export { useDeleteCustomAgentDocument } from './react/customAgents/useDeleteCustomAgentDocument';
export { useDeleteCustomAgentSession } from './react/customAgents/useDeleteCustomAgentSession';
export { useExportCustomAgent } from './react/customAgents/useExportCustomAgent';
export { useImportCustomAgent } from './react/customAgents/useImportCustomAgent';
export {
  type SelectCustomAgentBranchInput,
  useSelectCustomAgentBranch,
} from './react/customAgents/useSelectCustomAgentBranch';
export { useUpdateCustomAgent } from './react/customAgents/useUpdateCustomAgent';
export {
  type CustomAgentSessionUpdate,
  useUpdateCustomAgentSession,
} from './react/customAgents/useUpdateCustomAgentSession';
export { DIAGNOSTIC_ENDPOINTS, type DiagnosticEndpoint } from './react/diagnostics/diagnosticEndpoints';
export type { DiagnosticResult } from './react/diagnostics/diagnosticResult';
export { useConnectionCheck } from './react/diagnostics/useConnectionCheck';
export { useEndpointCheck } from './react/diagnostics/useEndpointCheck';
export {
  type LoginCheckInput,
  type LoginCheckResult,
  useLoginCheck,
} from './react/diagnostics/useLoginCheck';
export { useCreateEmbedSite } from './react/embed/useCreateEmbedSite';
export { useDeleteEmbedSite } from './react/embed/useDeleteEmbedSite';
export { useEmbedSites } from './react/embed/useEmbedSites';
export { useUpdateEmbedSite } from './react/embed/useUpdateEmbedSite';
export { invalidatedBy, invalidationRules } from './react/invalidation';
export { type DemoRequest, useRequestEnterpriseDemo } from './react/marketing/useRequestEnterpriseDemo';
export { useSubscribeNewsletter } from './react/marketing/useSubscribeNewsletter';
export { useAcceptMemoryProposal } from './react/memory/useAcceptMemoryProposal';
export { useAddMemoryFact } from './react/memory/useAddMemoryFact';
export { useDeclineMemoryProposal } from './react/memory/useDeclineMemoryProposal';
export { useDeleteMemoryFact } from './react/memory/useDeleteMemoryFact';
export { useMemory } from './react/memory/useMemory';
export { useUpdateMemoryFact } from './react/memory/useUpdateMemoryFact';
export { useUpdateMemorySettings } from './react/memory/useUpdateMemorySettings';
export { useMarkAllNotificationsRead } from './react/notifications/useMarkAllNotificationsRead';
export { useMarkNotificationRead } from './react/notifications/useMarkNotificationRead';
export { useSupportNotifications } from './react/notifications/useSupportNotifications';
export {
  UNREAD_COUNT_POLL_MS,
  useUnreadNotificationCount,
} from './react/notifications/useUnreadNotificationCount';
export { useBuyExtraTokens } from './react/payments/useBuyExtraTokens';
export { useCancelSubscription } from './react/payments/useCancelSubscription';
export { useChangePlan } from './react/payments/useChangePlan';
export { useCreatePixCharge } from './react/payments/useCreatePixCharge';
export { useExtraTokens } from './react/payments/useExtraTokens';
export { PIX_POLL_MS, usePixCharge } from './react/payments/usePixCharge';
export { usePlans } from './react/payments/usePlans';
export { useUpgradeOptions } from './react/payments/useUpgradeOptions';
export { useUsageSummary } from './react/payments/useUsageSummary';
export { useDownloadDataExport } from './react/privacy/useDownloadDataExport';
export { usePrivacy } from './react/privacy/usePrivacy';
export { useRequestDataExport } from './react/privacy/useRequestDataExport';
export { useUpdateConsents } from './react/privacy/useUpdateConsents';
export { useUpdateRetention } from './react/privacy/useUpdateRetention';
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
export { useCreateSchedule } from './react/schedules/useCreateSchedule';
export { useDeleteSchedule } from './react/schedules/useDeleteSchedule';
export { useRunScheduleNow } from './react/schedules/useRunScheduleNow';
export { RUNNING_REFRESH_MS, useSchedules } from './react/schedules/useSchedules';
export { useUpdateSchedule } from './react/schedules/useUpdateSchedule';
export { useLogin } from './react/session/useLogin';
export { useLogout } from './react/session/useLogout';
export { useSession } from './react/session/useSession';
export { useSessionEvent } from './react/session/useSessionEvent';
export { useVerifyCode } from './react/session/useVerifyCode';
export { useRevokeShareLink } from './react/shareLinks/useRevokeShareLink';
export {
  SHARE_EXPIRY_CHOICES,
  type ShareConversationInput,
  type ShareExpiry,
  useShareConversation,
} from './react/shareLinks/useShareConversation';
export { useSharedConversation } from './react/shareLinks/useSharedConversation';
export { useShareLinks } from './react/shareLinks/useShareLinks';
export {
  type SupportQueueAnswer,
  useAnswerSupportQueueMessage,
} from './react/support/useAnswerSupportQueueMessage';
export { useAssignSupportQueueMessage } from './react/support/useAssignSupportQueueMessage';
export { useChangeSupportQueueMessagePriority } from './react/support/useChangeSupportQueueMessagePriority';
export { useChangeSupportQueueMessageStatus } from './react/support/useChangeSupportQueueMessageStatus';
export { useCreateSupportMessage } from './react/support/useCreateSupportMessage';
export {
  type SupportReply,
  type SupportReplyResult,
  useReplyToSupportMessage,
} from './react/support/useReplyToSupportMessage';
export { useResolveSupportMessage } from './react/support/useResolveSupportMessage';
export { useSupportCategories } from './react/support/useSupportCategories';
export { useSupportMessage } from './react/support/useSupportMessage';
export { useSupportMessages } from './react/support/useSupportMessages';
export { useSupportOperators } from './react/support/useSupportOperators';
export {
  type SupportQueue,
  type SupportQueueFilters,
  useSupportQueue,
} from './react/support/useSupportQueue';
export { useAcceptInvitation } from './react/teams/useAcceptInvitation';
export { useInvitationPreview } from './react/teams/useInvitationPreview';
export { useInviteMember } from './react/teams/useInviteMember';
export { useLeaveTeam } from './react/teams/useLeaveTeam';
export { useRegisterFromInvitation } from './react/teams/useRegisterFromInvitation';
export { useRemoveMember } from './react/teams/useRemoveMember';
export { useResendInvitation } from './react/teams/useResendInvitation';
export { useRevokeInvitation } from './react/teams/useRevokeInvitation';
export { useTeam } from './react/teams/useTeam';
export { useTeamUsage } from './react/teams/useTeamUsage';
export { useTransferTeam } from './react/teams/useTransferTeam';
export { type TeamMemberUpdate, useUpdateTeamMember } from './react/teams/useUpdateTeamMember';
export { useUsage } from './react/usage/useUsage';
export { useUsageHistory } from './react/usage/useUsageHistory';
export { useConnectWhatsapp } from './react/whatsapp/useConnectWhatsapp';
export { useDisconnectWhatsapp } from './react/whatsapp/useDisconnectWhatsapp';
export { useUpdateWhatsappSettings } from './react/whatsapp/useUpdateWhatsappSettings';
export { useWhatsappConnection } from './react/whatsapp/useWhatsappConnection';
