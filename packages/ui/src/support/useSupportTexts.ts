import { useMessages } from '../messages/MessagesProvider';
import { type SupportTexts, supportTexts } from './messages';

export function useSupportTexts(): SupportTexts {
  return useMessages('support', supportTexts);
}
