import { useMessages } from '../messages/MessagesProvider';
import { type AccountMessages, accountMessages } from './messages';

export function useAccountMessages(): AccountMessages {
  return useMessages('account', accountMessages);
}
