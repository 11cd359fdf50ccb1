// @sppock/ui/custom-agents — the Enterprise team's custom agents (issue 21): the manager, its
// forms and documents, and each agent's chat.
export { CUSTOM_AGENTS_PATH, customAgentPath, isCustomAgentId } from '../chat/chatAgents';
export {
  CUSTOM_AGENT_FORMAT,
  type CustomAgentFile,
  customAgentFileName,
  MAX_DOCUMENT_BYTES,
  parseCustomAgentFile,
} from './agentFiles';
export { CustomAgentChat, type CustomAgentChatProps } from './CustomAgentChat';
export { CustomAgentDocuments, type CustomAgentDocumentsProps } from './CustomAgentDocuments';
export { CUSTOM_AGENT_CATEGORIES, CustomAgentForm, type CustomAgentFormProps } from './CustomAgentForm';
export { CustomAgentManager, type CustomAgentManagerProps } from './CustomAgentManager';
export { type CustomAgentsMessages, customAgentsMessages } from './messages';
export { useCustomAgentsMessages } from './useCustomAgentsMessages';
