import {
  autoUpdate,
  FloatingFocusManager,
  flip,
  offset,
  type Placement,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useMergeRefs,
  useRole,
} from '@floating-ui/react';
import {
  type ButtonHTMLAttributes,
  createContext,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
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
import * as styles from './Popover.css';

function usePopoverState({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  placement = 'bottom',
}: Omit<PopoverRootProps, 'children'>) {
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  });
  const [labelId, setLabelId] = useState<string | undefined>();
  const [descriptionId, setDescriptionId] = useState<string | undefined>();
  const floating = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(8), flip({ padding: 8 }), shift({ padding: 8 })],
  });
  const click = useClick(floating.context);
  const dismiss = useDismiss(floating.context);
  const role = useRole(floating.context, { role: 'dialog' });
  const interactions = useInteractions([click, dismiss, role]);
  return useMemo(
    () => ({
      open,
      setOpen,
      ...floating,
      ...interactions,
      labelId,
      setLabelId,
      descriptionId,
      setDescriptionId,
    }),
    [open, setOpen, floating, interactions, labelId, descriptionId],
  );
}

type PopoverState = ReturnType<typeof usePopoverState>;
const PopoverContext = createContext<PopoverState | null>(null);

function usePopoverContext(part: string): PopoverState {
  const context = useContext(PopoverContext);
  if (!context) {
    throw new Error(`<Popover.${part}> precisa estar dentro de <Popover.Root>.`);
  }
  return context;
}

export interface PopoverRootProps {
  children?: ReactNode;
  /** Open state (controlled). */
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** @default 'bottom' */
  placement?: Placement;
}

/** Holds a popover's state; put a `Trigger` and a `Content` inside. */
export function PopoverRoot({ children, ...options }: PopoverRootProps) {
  const state = usePopoverState(options);
  return <PopoverContext.Provider value={state}>{children}</PopoverContext.Provider>;
}

export interface PopoverTriggerProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  /** Use the child element as the trigger instead of a `<button>`. @default false */
  asChild?: boolean;
}

/** Opens and closes the popover. */
export function PopoverTrigger(props: PopoverTriggerProps) {
  return <OverlayTrigger {...props} state={usePopoverContext('Trigger')} />;
}

export interface PopoverContentProps extends HTMLAttributes<HTMLDivElement> {
  ref?: Ref<HTMLDivElement>;
}

/** The floating panel. Focus moves into it; Escape and a click outside close it. */
export function PopoverContent({ ref, className, style, children, ...props }: PopoverContentProps) {
  const state = usePopoverContext('Content');
  const mergedRef = useMergeRefs([state.refs.setFloating, ref]);
  if (!state.open) {
    return null;
  }
  return (
    <Portal>
      <FloatingFocusManager context={state.context} modal={false}>
        <div
          ref={mergedRef}
          role="dialog"
          className={cx(styles.content, className)}
          style={{ ...state.floatingStyles, ...style }}
          aria-labelledby={state.labelId}
          aria-describedby={state.descriptionId}
          data-state="open"
          data-placement={state.context.placement}
          {...state.getFloatingProps(props)}
        >
          {children}
        </div>
      </FloatingFocusManager>
    </Portal>
  );
}

export interface PopoverTitleProps extends HTMLAttributes<HTMLHeadingElement> {}

/** The popover's heading; names the dialog. */
export function PopoverTitle({ className, id, ...props }: PopoverTitleProps) {
  const state = usePopoverContext('Title');
  const titleId = useRegisteredId(state.setLabelId, id);
  return <h2 id={titleId} className={cx(styles.title, className)} {...props} />;
}

export interface PopoverDescriptionProps extends HTMLAttributes<HTMLParagraphElement> {}

/** Text that describes the popover's purpose. */
export function PopoverDescription({ className, id, ...props }: PopoverDescriptionProps) {
  const state = usePopoverContext('Description');
  const descriptionId = useRegisteredId(state.setDescriptionId, id);
  return <p id={descriptionId} className={cx(styles.description, className)} {...props} />;
}

export interface PopoverCloseProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Use the child element as the close control. @default false */
  asChild?: boolean;
}

/** Closes the popover. */
export function PopoverClose(props: PopoverCloseProps) {
  const state = usePopoverContext('Close');
  return <CloseTrigger {...props} onClose={() => state.setOpen(false)} />;
}
