// @sppock/ui/chat — the Commander chat (spec 2 §2–§9) and its parts.
export { AgentCategoryDialog, type AgentCategoryDialogProps } from './AgentCategoryDialog';
export { AgentForm, type AgentFormProps } from './AgentForm';
export { AGENT_ICONS, AgentIcon } from './AgentIcon';
export { AgentList, type AgentListProps, type TeamAgentEntry } from './AgentList';
export { AgentPickerDialog, type AgentPickerDialogProps } from './AgentPickerDialog';
export { ChatEmptyState, type ChatEmptyStateProps } from './ChatEmptyState';
export { ChatHelpDialog, type ChatHelpDialogProps } from './ChatHelpDialog';
export { ChatInputBar, type ChatInputBarProps } from './ChatInputBar';
export { ChatMarkdown, type ChatMarkdownProps } from './ChatMarkdown';
export { ChatMessageItem, type ChatMessageItemProps } from './ChatMessageItem';
export { ChatMessageList, type ChatMessageListProps } from './ChatMessageList';
export { ChatToolbar, type ChatToolbarProps } from './ChatToolbar';
export {
  type ClarificationChoice,
  ClarificationChoices,
  type ClarificationChoicesProps,
} from './ClarificationChoices';
export { CommanderChat, type CommanderChatProps } from './CommanderChat';
export { ConversationSidebar, type ConversationSidebarProps } from './ConversationSidebar';
export {
  ACTIVE_STATUSES,
  type AgentType,
  activeAgents,
  agentAllowed,
  agentName,
  agentPath,
  CUSTOM_AGENTS_PATH,
  customAgentPath,
  FORM_AGENTS,
  isCustomAgentId,
  isFormAgent,
  spacingMs,
  unlockingPlan,
} from './chatAgents';
export type { ChatEntry, PendingAnswer } from './chatEntries';
export { type ChatMessages, chatMessages } from './messages';
export { OrchestrationCard, type OrchestrationCardProps } from './OrchestrationCard';
export { ORCHESTRATION_EVENT, type OrchestrationEventDetail } from './orchestrationEvent';
export * from './panels';
export { SharedConversationPage, type SharedConversationPageProps } from './SharedConversationPage';
export { useChatMessages } from './useChatMessages';
export { type CommanderChatState, useCommanderChat } from './useCommanderChat';
export { conversationSidebarKey, useConversationSidebarOpen } from './useConversationSidebarOpen';
export { WaitingIndicator, type WaitingIndicatorProps } from './WaitingIndicator';
