// Friendly names for the contract's schemas. Everything else: `Schema<'Name'>`.
import type { components, operations, paths } from './generated/openapi';

export type { components, operations, paths };

/** Every schema of the contract, by name. */
export type Schemas = components['schemas'];
/** One schema of the contract: `Schema<'SupportMessage'>`. */
export type Schema<Name extends keyof Schemas> = Schemas[Name];

export type UserProfile = Schemas['UserProfile'];
export type UserProfileUpdate = Schemas['UserProfileUpdate'];
export type TokenPair = Schemas['TokenPair'];
export type RegistrationRequest = Schemas['RegistrationRequest'];
export type NotificationPreferences = Schemas['NotificationPreferences'];
export type GeneralSettings = Schemas['GeneralSettings'];
export type AgentType = Schemas['AgentType'];
export type PlanType = Schemas['PlanType'];
export type AgentUsage = Schemas['AgentUsageCurrent'];
export type AgentUsageHistory = Schemas['AgentUsageHistorical'];
export type AgentActivity = Schemas['AgentActivity'];
export type AgentConversation = Schemas['AgentConversation'];
export type ConversationSearchHit = Schemas['ConversationSearchHit'];
export type ShareLink = Schemas['ShareLink'];
export type ShareSource = Schemas['ShareSource'];
export type SharedConversation = Schemas['SharedConversation'];
export type SharedMessage = Schemas['SharedMessage'];
export type ConversationSearchPassage = Schemas['ConversationSearchPassage'];
export type AgentMetadata = Schemas['AgentMetadata'];
export type SubscriptionPlan = Schemas['SubscriptionPlan'];
export type CurrentSubscription = Schemas['CurrentSubscription'];
export type UpgradeResult = Schemas['UpgradeResult'];
export type PlanUsageSummary = Schemas['PlanUsageSummary'];
export type ChatActionRequest = Schemas['ChatActionRequest'];
export type ChatSession = Schemas['ChatSession'];
export type ChatMessage = Schemas['ChatMessage'];
export type ChatMessageResult = Schemas['MessageResult'];
export type ChatbotReply = Schemas['ChatbotReply'];
export type ChatbotConversation = Schemas['ChatbotConversation'];
export type AssessmentSession = Schemas['AssessmentSession'];
export type AssessmentAgent = Schemas['AssessmentAgent'];
export type SupportCategory = Schemas['SupportCategory'];
export type SupportMessage = Schemas['SupportMessage'];
export type SupportStatus = Schemas['SupportStatus'];
export type SupportPriority = Schemas['SupportPriority'];
/** The priorities a customer picks when opening a message (`urgente` is the support team's). */
export type SupportRequestedPriority = Schemas['SupportRequestedPriority'];
export type SupportNotification = Schemas['SupportNotification'];
export type ConsoleQueueStats = Schemas['ConsoleQueueStats'];
export type AgentRun = Schemas['AgentRun'];
/** The `{ success: false, error }` error shape. */
export type FailureBody = Schemas['Failure'];
/** The `{ detail }` error shape of token calls. */
export type DetailBody = Schemas['Detail'];
