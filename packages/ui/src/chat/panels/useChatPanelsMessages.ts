import { useMessages } from '../../messages/MessagesProvider';
import { type ChatPanelsMessages, chatPanelsMessages } from './messages';

/** The chat panels' copy, with the host's overrides. */
export function useChatPanelsMessages(): ChatPanelsMessages {
  return useMessages('chatPanels', chatPanelsMessages);
}
