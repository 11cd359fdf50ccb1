export {
  ACCOUNT_TABS,
  AccountPage,
  type AccountPageProps,
  type AccountTab,
  tabFromPath,
} from './AccountPage';
export {
  ConversationsTab,
  type ConversationsTabProps,
  conversationPath,
  exportFileName,
} from './ConversationsTab';
export { type HistoryPoint, historyPoints } from './historyPoints';
export { type AccountMessages, accountMessages } from './messages';
export { NotificationsTab, PREFERENCE_KEYS } from './NotificationsTab';
export {
  ProfileDetails,
  type ProfileDetailsProps,
  type ProfileDraft,
  ProfileForm,
  type ProfileFormProps,
  ProfileTab,
} from './ProfileTab';
export {
  ChangePasswordForm,
  DeleteAccountSection,
  type DeleteAccountSectionProps,
  SecurityTab,
} from './SecurityTab';
export { SettingSwitch, type SettingSwitchProps } from './SettingSwitch';
export { SESSION_TIMEOUTS, SettingsTab } from './SettingsTab';
export { SubscriptionTab } from './SubscriptionTab';
export { TimezoneSelect, type TimezoneSelectProps } from './TimezoneSelect';
export { type FlexUsage, flexUsage, UsageSummary, type UsageSummaryProps, UsageTab } from './UsageTab';
