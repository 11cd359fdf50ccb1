// The positioning and interactions of a tooltip whose trigger was hovered or focused, loaded the
// first time a tooltip wakes (primitives/Tooltip/Tooltip.tsx `loadTooltipInteractions`).
import {
  useDelayGroup,
  useDismiss,
  useFloatingRootContext,
  useFocus,
  useHover,
  useInteractions,
  useRole,
} from '@floating-ui/react';
// Positioning from its own package, which nothing drawn before a tooltip wakes imports: it stays
// in this module's chunk (the Dialog needs none).
import {
  arrow as arrowMiddleware,
  autoUpdate,
  flip,
  offset,
  type Placement,
  shift,
  useFloating,
} from '@floating-ui/react-dom';
import { type ReactNode, type RefObject, type SyntheticEvent, useContext, useEffect, useRef } from 'react';
import * as styles from '../primitives/Tooltip/Tooltip.css';
import { TooltipGroupContext } from '../primitives/Tooltip/TooltipProvider';
import { Portal } from './PortalContext';

export type Handler = (event: SyntheticEvent) => void;
export type Handlers = Partial<Record<string, Handler>>;

export interface TooltipInteractionsProps {
  reference: Element;
  woken: 'hover' | 'focus' | null;
  pointerInside: RefObject<boolean>;
  /** Filled with the handlers the trigger's events call. */
  interactions: RefObject<Handlers>;
  open: boolean;
  setOpen: (open: boolean) => void;
  placement: Placement;
  openDelay: number;
  floatingId: string;
  content: ReactNode;
}

/** Positioning and interactions of a tooltip whose trigger has been hovered or focused. */
export function TooltipInteractions({
  reference,
  woken,
  pointerInside,
  interactions,
  open,
  setOpen,
  placement,
  openDelay,
  floatingId,
  content,
}: TooltipInteractionsProps) {
  const arrowRef = useRef<HTMLSpanElement>(null);
  const {
    refs,
    elements,
    floatingStyles,
    placement: placed,
    middlewareData,
  } = useFloating({
    open,
    placement,
    elements: { reference },
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(8),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      arrowMiddleware({ element: arrowRef }),
    ],
  });
  const context = useFloatingRootContext({
    open,
    onOpenChange: setOpen,
    elements: { reference, floating: elements.floating },
  });
  const inGroup = useContext(TooltipGroupContext);
  const group = useDelayGroup(context);
  const delay = inGroup ? group.delay : { open: openDelay, close: 0 };

  const hover = useHover(context, { delay, move: false });
  const focus = useFocus(context);
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'tooltip' });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, dismiss, role]);
  interactions.current = getReferenceProps() as Handlers;

  // The event that woke the tooltip came before these listeners (declared above, so their effects
  // run first): the hover's delay starts now, or keyboard focus opens it, as it would have.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the interactions start.
  useEffect(() => {
    if (woken === 'hover' && pointerInside.current) {
      reference.dispatchEvent(new MouseEvent('mouseenter'));
    } else if (
      woken === 'focus' &&
      reference === document.activeElement &&
      reference.matches(':focus-visible')
    ) {
      setOpen(true);
    }
  }, []);

  if (!open) {
    return null;
  }
  return (
    <Portal>
      <div
        ref={refs.setFloating}
        className={styles.content}
        style={floatingStyles}
        data-state="open"
        data-placement={placed}
        {...getFloatingProps()}
        id={floatingId}
      >
        {content}
        <span
          ref={arrowRef}
          className={styles.arrow}
          data-side={placed.split('-')[0]}
          style={{ left: middlewareData.arrow?.x, top: middlewareData.arrow?.y }}
        />
      </div>
    </Portal>
  );
}
