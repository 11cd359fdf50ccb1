import type { components } from '@sppock/sdk';

/** What `useExportConversation` and `useDeleteConversation` take. */
export interface ConversationTarget {
  sessionId: string;
  /** Default: 'chatsppock' (exports and deletes conversations of any agent). */
  agent?: components['schemas']['AgentType'];
}
