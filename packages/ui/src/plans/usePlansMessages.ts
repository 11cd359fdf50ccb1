import { useMessages } from '../messages/MessagesProvider';
import { type PlansMessages, plansMessages } from './messages';

export function usePlansMessages(): PlansMessages {
  return useMessages('plans', plansMessages);
}
