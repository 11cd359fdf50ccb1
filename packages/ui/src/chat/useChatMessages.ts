import { useMessages } from '../messages/MessagesProvider';
import { type ChatMessages, chatMessages } from './messages';

export function useChatMessages(): ChatMessages {
  return useMessages('chat', chatMessages);
}
