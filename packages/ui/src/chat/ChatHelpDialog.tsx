import { Button } from '../primitives/Button/Button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../primitives/Dialog/Dialog';
import * as styles from './chat.css';
import { useChatMessages } from './useChatMessages';

export interface ChatHelpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  examples: readonly string[];
  /** Called with a clicked example: it fills the input (spec 2 §2), and the dialog closes. */
  onExample: (example: string) => void;
}

/** The help modal of a chip: help text and prompt examples that fill the input, and 'Entendi'. */
export function ChatHelpDialog({
  open,
  onOpenChange,
  title,
  text,
  examples,
  onExample,
}: ChatHelpDialogProps) {
  const messages = useChatMessages();
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{text}</DialogDescription>
        </DialogHeader>
        <h3 className={styles.legend}>{messages.examplesTitle}</h3>
        <ul className={styles.examples}>
          {examples.map((example) => (
            <li key={example}>
              <Button
                variant="secondary"
                className={styles.exampleButton}
                aria-label={messages.exampleLabel(example)}
                onClick={() => {
                  onExample(example);
                  onOpenChange(false);
                }}
              >
                {example}
              </Button>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <DialogClose asChild>
            <Button>{messages.gotIt}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}
