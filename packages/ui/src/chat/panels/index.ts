// The chat's panels: file and URL panels, voice input, TXT export, the superuser's debug panel
// and file links. The chat screen imports them from here; the props in ./types are stable.
export { ChatPanel, type ChatPanelProps } from './ChatPanel';
export { type ConfigurationFacts, configurationIssues } from './configurationIssues';
export { DebugPanel } from './DebugPanel';
export { DebugToggle } from './DebugToggle';
export { DiagnosticOutcome, type DiagnosticOutcomeProps } from './DiagnosticOutcome';
export { downloadConversationTxt, exportConversationTxt, fileNamePart } from './exportConversation';
export { FileAttachmentLink } from './FileAttachmentLink';
export { ACCEPT_ATTRIBUTE, FilePanel } from './FilePanel';
export { type ChatPanelsMessages, chatPanelsMessages } from './messages';
export type {
  ConversationExport,
  ConversationExportInput,
  DebugPanelProps,
  DebugToggleProps,
  ExportedMessage,
  FileAttachmentLinkProps,
  FilePanelProps,
  UrlPanelProps,
  VoiceButtonProps,
  VoiceConsent,
  VoiceInput,
  VoiceInputOptions,
  VoiceStatus,
  VoiceTranscriptProps,
} from './types';
export { UrlPanel } from './UrlPanel';
export { useChatPanelsMessages } from './useChatPanelsMessages';
export { useVoiceInput, VOICE_CONSENT_STORAGE_KEY } from './useVoiceInput';
export { VoiceButton } from './VoiceButton';
export { VoiceTranscript } from './VoiceTranscript';
