import { useMessages } from '../messages/MessagesProvider';
import { type LandingMessages, landingMessages } from './messages';

/** The landing's copy with the host's overrides. */
export function useLandingMessages(): LandingMessages {
  return useMessages('landing', landingMessages);
}
