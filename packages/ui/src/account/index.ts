export {
  ConversationTitleForm,
  type ConversationTitleFormProps,
} from '../conversations/ConversationTitleForm';
export { type ConversationsMessages, conversationsMessages } from '../conversations/messages';
export {
  ShareConversationDialog,
  type ShareConversationDialogProps,
} from '../conversations/ShareConversationDialog';
export { ShareLinksList } from '../conversations/ShareLinksList';
export {
  ACCOUNT_TABS,
  AccountPage,
  type AccountPageProps,
  type AccountTab,
  API_KEYS_TAB,
  INTEGRATIONS_TAB,
  MEMORY_TAB,
  SCHEDULES_TAB,
  TEAM_TAB,
  tabFromPath,
} from './AccountPage';
export { ApiKeySecretDialog, type ApiKeySecretDialogProps } from './ApiKeySecretDialog';
export { ApiKeysTab } from './ApiKeysTab';
export { apiKeysTexts } from './apiKeysMessages';
export { type ConsentKey, ConsentsCard, type ConsentsCardProps } from './ConsentsCard';
export { ConversationSearch, type ConversationSearchProps, searchResultPath } from './ConversationSearch';
export {
  ConversationSearchResults,
  type ConversationSearchResultsProps,
  type ConversationSearchState,
} from './ConversationSearchResults';
export {
  ConversationsTab,
  type ConversationsTabProps,
  conversationPath,
  exportFileName,
} from './ConversationsTab';
export { DataExportCard, type DataExportCardProps } from './DataExportCard';
export { type HistoryPoint, historyPoints } from './historyPoints';
export { embedSnippet, IntegrationsTab, type IntegrationsTabProps } from './IntegrationsTab';
export { MemoryFactForm, type MemoryFactFormProps } from './MemoryFactForm';
export { MemoryFactItem, type MemoryFactItemProps } from './MemoryFactItem';
export { MemoryProposalList } from './MemoryProposalList';
export { MemoryTab } from './MemoryTab';
export { type AccountMessages, accountMessages } from './messages';
export { NotificationsTab, PREFERENCE_KEYS } from './NotificationsTab';
export { exportLinkOf, PrivacyTab } from './PrivacyTab';
export { PrivacyTransparencyCard, type PrivacyTransparencyCardProps } from './PrivacyTransparencyCard';
export {
  ProfileDetails,
  type ProfileDetailsProps,
  type ProfileDraft,
  ProfileForm,
  type ProfileFormProps,
  ProfileTab,
} from './ProfileTab';
export { privacyTexts } from './privacyMessages';
export { RETENTION_CHOICES, RetentionCard, type RetentionCardProps } from './RetentionCard';
export { RoutingExamplesCard } from './RoutingExamplesCard';
export { ScheduleCard, type ScheduleCardProps } from './ScheduleCard';
export { ScheduleForm, type ScheduleFormProps, type ScheduleFormValues } from './ScheduleForm';
export { SchedulesTab, type SchedulesTabProps } from './SchedulesTab';
export {
  ChangePasswordForm,
  DeleteAccountSection,
  type DeleteAccountSectionProps,
  SecurityTab,
} from './SecurityTab';
export { SettingSwitch, type SettingSwitchProps } from './SettingSwitch';
export { SESSION_TIMEOUTS, SettingsTab } from './SettingsTab';
export { SubscriptionTab, type SubscriptionTabProps } from './SubscriptionTab';
export { schedulesTexts } from './schedulesMessages';
export { TeamAgentCreatorSwitch } from './TeamAgentCreatorSwitch';
export { TeamInvitationsList } from './TeamInvitationsList';
export { TeamInviteForm } from './TeamInviteForm';
export { TeamMembersList } from './TeamMembersList';
export { TeamTab } from './TeamTab';
export { TeamUsageTable } from './TeamUsageTable';
export { TimezoneSelect, type TimezoneSelectProps } from './TimezoneSelect';
export { invitationMessages, type TeamMessages, teamMessages } from './teamMessages';
export { type FlexUsage, flexUsage, UsageSummary, type UsageSummaryProps, UsageTab } from './UsageTab';
