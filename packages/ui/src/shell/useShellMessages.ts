import { useMessages } from '../messages/MessagesProvider';
import { type ShellMessages, shellMessages } from './messages';

export function useShellMessages(): ShellMessages {
  return useMessages('shell', shellMessages);
}
