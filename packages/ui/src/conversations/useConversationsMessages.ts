import { useMessages } from '../messages/MessagesProvider';
import { type ConversationsMessages, conversationsMessages } from './messages';

export function useConversationsMessages(): ConversationsMessages {
  return useMessages('conversations', conversationsMessages);
}
