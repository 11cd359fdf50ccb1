import { useMessages } from '../messages/MessagesProvider';
import { type TutorialsMessages, tutorialsMessages } from './messages';

export function useTutorialsMessages(): TutorialsMessages {
  return useMessages('tutorials', tutorialsMessages);
}
