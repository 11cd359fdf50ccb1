import { type ReactElement, type ReactNode, useRef, useState } from 'react';
import { useControllableState } from '../../internal/useControllableState';
import { Button } from '../Button/Button';
import {
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
  DialogTrigger,
} from '../Dialog/Dialog';
import { usePrimitivesMessages } from '../usePrimitivesMessages';

export interface ConfirmDialogProps {
  /** The question, e.g. 'Tem certeza que deseja deletar esta avaliação?'. */
  title: ReactNode;
  /** What happens if the user confirms. */
  description?: ReactNode;
  /** Extra content between the text and the buttons (e.g. a field to type DELETAR). */
  children?: ReactNode;
  /** @default 'Confirmar' */
  confirmLabel?: ReactNode;
  /** @default 'Cancelar' */
  cancelLabel?: ReactNode;
  /** `danger` paints the confirm button red for destructive actions. @default 'default' */
  tone?: 'default' | 'danger';
  /**
   * Runs on confirm. If it returns a promise, the button shows a spinner and the dialog closes
   * when it resolves (it stays open if it rejects).
   */
  onConfirm: () => unknown;
  /** Called when the user cancels (button, Escape or backdrop). */
  onCancel?: () => void;
  /** Keep the confirm button disabled (e.g. until DELETAR is typed). @default false */
  confirmDisabled?: boolean;
  /** Open state (controlled). */
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog (e.g. a `Button`). */
  trigger?: ReactElement;
}

/**
 * Asks the user to confirm an action. An `alertdialog`: focus starts on Cancel, so Enter never
 * confirms a destructive action by accident.
 */
export function ConfirmDialog({
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  onConfirm,
  onCancel,
  confirmDisabled = false,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
}: ConfirmDialogProps) {
  const messages = usePrimitivesMessages();
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  });
  const [pending, setPending] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const handleOpenChange = (next: boolean) => {
    if (pending) {
      return;
    }
    if (!next) {
      onCancel?.();
    }
    setOpen(next);
  };

  const confirm = async () => {
    const result = onConfirm();
    if (result instanceof Promise || (typeof result === 'object' && result !== null && 'then' in result)) {
      setPending(true);
      try {
        await result;
        setOpen(false);
      } catch {
        // The caller reports the failure (usually with a toast); the dialog stays for a retry.
      } finally {
        setPending(false);
      }
      return;
    }
    setOpen(false);
  };

  return (
    <DialogRoot
      open={open}
      onOpenChange={handleOpenChange}
      role="alertdialog"
      closeOnBackdrop={!pending}
      closeOnEscape={!pending}
    >
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent size="sm" showClose={false} initialFocus={cancelRef}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button
            ref={cancelRef}
            variant="secondary"
            disabled={pending}
            onClick={() => handleOpenChange(false)}
          >
            {cancelLabel ?? messages.cancel}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            loading={pending}
            disabled={confirmDisabled}
            onClick={confirm}
          >
            {confirmLabel ?? messages.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}
