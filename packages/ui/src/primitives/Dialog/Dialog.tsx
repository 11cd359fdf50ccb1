import {
  FloatingFocusManager,
  FloatingOverlay,
  useClick,
  useDismiss,
  useFloatingRootContext,
  useInteractions,
  useMergeRefs,
  useRole,
} from '@floating-ui/react';
import { X } from 'lucide-react';
import {
  type ButtonHTMLAttributes,
  createContext,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  type RefObject,
  useContext,
  useMemo,
  useState,
} from 'react';
import { CloseTrigger } from '../../internal/CloseTrigger';
import { cx } from '../../internal/cx';
import { OverlayTrigger } from '../../internal/OverlayTrigger';
import { Portal } from '../../internal/PortalContext';
import { useControllableState } from '../../internal/useControllableState';
import { useRegisteredId } from '../../internal/useRegisteredId';
import { IconButton } from '../IconButton/IconButton';
import { usePrimitivesMessages } from '../usePrimitivesMessages';
import * as styles from './Dialog.css';

export interface DialogRootProps {
  children?: ReactNode;
  /** Open state (controlled). */
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** `alertdialog` for confirmations that interrupt the user. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** Close when the backdrop is clicked. @default true */
  closeOnBackdrop?: boolean;
  /** Close on Escape. @default true */
  closeOnEscape?: boolean;
}

function useDialogState({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  role: roleName = 'dialog',
  closeOnBackdrop = true,
  closeOnEscape = true,
}: Omit<DialogRootProps, 'children'>) {
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  });
  const [labelId, setLabelId] = useState<string | undefined>();
  const [descriptionId, setDescriptionId] = useState<string | undefined>();
  const [reference, setReference] = useState<Element | null>(null);
  const [floating, setFloating] = useState<HTMLElement | null>(null);
  // A dialog is not placed against its trigger: the interactions and the focus manager need only
  // the root context, and the positioning code stays out of the bundles that have no popover or
  // tooltip (the partner widgets' first open, issue 28).
  const context = useFloatingRootContext({ open, onOpenChange: setOpen, elements: { reference, floating } });
  const click = useClick(context);
  const dismiss = useDismiss(context, {
    outsidePress: closeOnBackdrop,
    outsidePressEvent: 'mousedown',
    escapeKey: closeOnEscape,
  });
  const role = useRole(context, { role: roleName });
  const interactions = useInteractions([click, dismiss, role]);
  return useMemo(
    () => ({
      open,
      setOpen,
      role: roleName,
      context,
      refs: { setReference, setFloating },
      ...interactions,
      labelId,
      setLabelId,
      descriptionId,
      setDescriptionId,
    }),
    [open, setOpen, roleName, context, interactions, labelId, descriptionId],
  );
}

type DialogState = ReturnType<typeof useDialogState>;
const DialogContext = createContext<DialogState | null>(null);

function useDialogContext(part: string): DialogState {
  const context = useContext(DialogContext);
  if (!context) {
    throw new Error(`<Dialog.${part}> precisa estar dentro de <Dialog.Root>.`);
  }
  return context;
}

/** Holds a dialog's state; put a `Trigger` (optional) and a `Content` inside. */
export function DialogRoot({ children, ...options }: DialogRootProps) {
  const state = useDialogState(options);
  return <DialogContext.Provider value={state}>{children}</DialogContext.Provider>;
}

export interface DialogTriggerProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  /** Use the child element as the trigger instead of a `<button>`. @default false */
  asChild?: boolean;
}

/** Opens the dialog; focus returns here when it closes. */
export function DialogTrigger(props: DialogTriggerProps) {
  return <OverlayTrigger {...props} state={useDialogContext('Trigger')} />;
}

export interface DialogContentProps extends HTMLAttributes<HTMLDivElement> {
  ref?: Ref<HTMLDivElement>;
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Centred over the page, or a full-height sheet along the end edge. @default 'center' */
  placement?: 'center' | 'end';
  /** Show the × button in the corner. @default true */
  showClose?: boolean;
  /** Element to focus on open. @default the first focusable element */
  initialFocus?: number | RefObject<HTMLElement | null>;
}

/**
 * The modal panel over a backdrop. Focus is trapped inside and returns to the trigger on close;
 * Escape and a click on the backdrop close it.
 */
export function DialogContent({
  ref,
  size,
  placement,
  showClose = true,
  initialFocus,
  className,
  children,
  ...props
}: DialogContentProps) {
  const state = useDialogContext('Content');
  const messages = usePrimitivesMessages();
  const mergedRef = useMergeRefs([state.refs.setFloating, ref]);
  if (!state.open) {
    return null;
  }
  return (
    <Portal>
      <FloatingOverlay lockScroll className={styles.overlay} data-state="open">
        <FloatingFocusManager context={state.context} modal initialFocus={initialFocus}>
          {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog, set from props. */}
          <div
            ref={mergedRef}
            role={state.role}
            className={cx(styles.content({ size, placement }), className)}
            aria-labelledby={state.labelId}
            aria-describedby={state.descriptionId}
            aria-modal="true"
            data-state="open"
            {...state.getFloatingProps(props)}
          >
            {children}
            {showClose ? (
              <IconButton
                className={styles.closeButton}
                size="sm"
                label={messages.close}
                icon={<X size={16} />}
                onClick={() => state.setOpen(false)}
              />
            ) : null}
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </Portal>
  );
}

/** Groups the title and description at the top. */
export function DialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(styles.header, className)} {...props} />;
}

/** Actions at the bottom, aligned to the end. */
export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(styles.footer, className)} {...props} />;
}

export interface DialogTitleProps extends HTMLAttributes<HTMLHeadingElement> {}

/** The dialog's heading; names the dialog for assistive technology. */
export function DialogTitle({ className, id, ...props }: DialogTitleProps) {
  const state = useDialogContext('Title');
  const titleId = useRegisteredId(state.setLabelId, id);
  return <h2 id={titleId} className={cx(styles.title, className)} {...props} />;
}

export interface DialogDescriptionProps extends HTMLAttributes<HTMLParagraphElement> {}

/** Describes the dialog; read when it opens. */
export function DialogDescription({ className, id, ...props }: DialogDescriptionProps) {
  const state = useDialogContext('Description');
  const descriptionId = useRegisteredId(state.setDescriptionId, id);
  return <p id={descriptionId} className={cx(styles.description, className)} {...props} />;
}

export interface DialogCloseProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Use the child element as the close control (e.g. a `Button`). @default false */
  asChild?: boolean;
}

/** Closes the dialog. */
export function DialogClose(props: DialogCloseProps) {
  const state = useDialogContext('Close');
  return <CloseTrigger {...props} onClose={() => state.setOpen(false)} />;
}
