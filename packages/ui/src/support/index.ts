export { type SupportTexts, supportTexts } from './messages';
export {
  NewSupportMessageDialog,
  type NewSupportMessageDialogProps,
  type SupportMessageDraft,
} from './NewSupportMessageDialog';
export { OperatorQueue, type OperatorQueueProps } from './OperatorQueue';
export {
  ARCHIVED_STATUSES,
  DaysOpenBadge,
  daysOpenTone,
  isArchived,
  SupportCategoryBadge,
  SupportPriorityBadge,
  SupportStatusBadge,
  SupportStatusDot,
} from './SupportBadges';
export { SupportMessageCard, type SupportMessageCardProps } from './SupportMessageCard';
export { SupportMessageDialog, type SupportMessageDialogProps } from './SupportMessageDialog';
export { SupportNotificationsPanel, type SupportNotificationsPanelProps } from './SupportNotificationsPanel';
export { SupportPage, type SupportPageProps, type SupportTab } from './SupportPage';
export { SupportReplyForm, type SupportReplyFormProps, type SupportReplyValues } from './SupportReplyForm';
export { SupportThread, type SupportThreadProps } from './SupportThread';
