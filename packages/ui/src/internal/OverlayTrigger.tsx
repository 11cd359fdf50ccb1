import { useMergeRefs } from '@floating-ui/react';
import type { ButtonHTMLAttributes, HTMLAttributes, HTMLProps, Ref } from 'react';
import { Slot } from './Slot';

/** What a floating overlay's state (Dialog, Popover) gives its trigger. */
export interface OverlayTriggerState {
  open: boolean;
  refs: { setReference: (node: HTMLElement | null) => void };
  getReferenceProps: (props?: HTMLProps<Element>) => Record<string, unknown>;
}

export interface OverlayTriggerProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  /** Use the child element as the trigger instead of a `<button>`. @default false */
  asChild?: boolean;
  state: OverlayTriggerState;
}

/** The element that opens an overlay: its reference for positioning, with `data-state`. */
export function OverlayTrigger({ ref, asChild = false, state, children, ...props }: OverlayTriggerProps) {
  const mergedRef = useMergeRefs([state.refs.setReference, ref]);
  const triggerProps = state.getReferenceProps({
    ...props,
    'data-state': state.open ? 'open' : 'closed',
  } as HTMLAttributes<HTMLElement>);
  if (asChild) {
    return (
      <Slot ref={mergedRef} {...triggerProps}>
        {children}
      </Slot>
    );
  }
  return (
    <button ref={mergedRef} type="button" {...triggerProps}>
      {children}
    </button>
  );
}
