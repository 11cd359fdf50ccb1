import { useMessages } from '../messages/MessagesProvider';
import { type PixMessages, pixMessages } from './messages';

export function usePixMessages(): PixMessages {
  return useMessages('pix', pixMessages);
}
