import { ChevronLeft, ChevronRight } from 'lucide-react';
import { IconButton } from '../primitives/IconButton/IconButton';
import * as styles from './chat.css';
import { useChatMessages } from './useChatMessages';

export interface BranchSwitcherProps {
  /** The version shown, from 0. */
  index: number;
  /** How many versions the message has (the switcher shows from 2). */
  count: number;
  /** Shows the version at `index` (the previous or the next one). */
  onSelect: (index: number) => void;
  /** While a version is being shown or an answer is on its way. @default false */
  disabled?: boolean;
}

/**
 * `< 1/2 >` under a message that was edited or whose answer was generated again (issue 29): the
 * earlier versions stay as branches and the arrows show them. Nothing with a single version.
 */
export function BranchSwitcher({ index, count, onSelect, disabled = false }: BranchSwitcherProps) {
  const messages = useChatMessages();
  if (count < 2) {
    return null;
  }
  return (
    <fieldset className={styles.branchSwitcher} aria-label={messages.versionLabel(index + 1, count)}>
      <IconButton
        size="sm"
        variant="ghost"
        label={messages.previousVersion}
        icon={<ChevronLeft size={14} />}
        disabled={disabled || index <= 0}
        onClick={() => onSelect(index - 1)}
      />
      <span aria-hidden>{`${index + 1}/${count}`}</span>
      <IconButton
        size="sm"
        variant="ghost"
        label={messages.nextVersion}
        icon={<ChevronRight size={14} />}
        disabled={disabled || index >= count - 1}
        onClick={() => onSelect(index + 1)}
      />
    </fieldset>
  );
}
