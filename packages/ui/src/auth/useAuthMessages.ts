import { useMessages } from '../messages/MessagesProvider';
import { type AuthMessages, authMessages } from './messages';

/** The auth screens' copy with the host's overrides. */
export function useAuthMessages(): AuthMessages {
  return useMessages('auth', authMessages);
}
