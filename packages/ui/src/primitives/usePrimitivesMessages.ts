import { useMessages } from '../messages/MessagesProvider';
import { type PrimitivesMessages, primitivesMessages } from './messages';

export function usePrimitivesMessages(): PrimitivesMessages {
  return useMessages('primitives', primitivesMessages);
}
