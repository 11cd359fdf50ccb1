import type { ButtonHTMLAttributes, HTMLAttributes, MouseEvent, MouseEventHandler } from 'react';
import { Slot } from './Slot';

export interface CloseTriggerProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Use the child element as the close control (e.g. a `Button`). @default false */
  asChild?: boolean;
  /** Closes the owning overlay, unless the consumer's `onClick` prevented the default. */
  onClose: () => void;
}

/** The close control shared by the overlays (Dialog, Popover): composes the consumer's onClick. */
export function CloseTrigger({ asChild = false, onClick, onClose, children, ...props }: CloseTriggerProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) {
      onClose();
    }
  };
  if (asChild) {
    return (
      <Slot
        {...(props as HTMLAttributes<HTMLElement>)}
        onClick={handleClick as unknown as MouseEventHandler<HTMLElement>}
      >
        {children}
      </Slot>
    );
  }
  return (
    <button type="button" onClick={handleClick} {...props}>
      {children}
    </button>
  );
}
