import { useMessages } from '../messages/MessagesProvider';
import { type CustomAgentsMessages, customAgentsMessages } from './messages';

export function useCustomAgentsMessages(): CustomAgentsMessages {
  return useMessages('customAgents', customAgentsMessages);
}
