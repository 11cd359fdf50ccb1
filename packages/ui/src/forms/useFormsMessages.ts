import { useMessages } from '../messages/MessagesProvider';
import { type FormsMessages, formsMessages } from './messages';

/** The form kit's copy with the host's overrides. */
export function useFormsMessages(): FormsMessages {
  return useMessages('forms', formsMessages);
}
