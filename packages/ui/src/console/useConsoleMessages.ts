import { useMessages } from '../messages/MessagesProvider';
import { type ConsoleMessages, consoleMessages } from './messages';

export function useConsoleMessages(): ConsoleMessages {
  return useMessages('console', consoleMessages);
}
