import {
  arrow as arrowMiddleware,
  autoUpdate,
  flip,
  offset,
  type Placement,
  shift,
  useDelayGroup,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
} from '@floating-ui/react';
import {
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
  type SyntheticEvent,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Portal } from '../../internal/PortalContext';
import { useControllableState } from '../../internal/useControllableState';
import * as styles from './Tooltip.css';
import { TOOLTIP_OPEN_DELAY_MS, TooltipGroupContext } from './TooltipProvider';

export interface TooltipProps {
  /** What the tooltip says. */
  content: ReactNode;
  /** The trigger: one element that accepts a ref (a button, a link). */
  children: ReactElement;
  /** Open state (controlled). */
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** @default 'top' */
  placement?: Placement;
  /** Delay before opening when no `TooltipProvider` sets it. @default 700 */
  openDelay?: number;
  /** Never open (e.g. while the trigger already shows the text). @default false */
  disabled?: boolean;
}

type Handler = (event: SyntheticEvent) => void;
type Handlers = Partial<Record<string, Handler>>;

/** The trigger's events the interactions listen to (floating-ui's reference props of hover, focus and dismiss). */
const TRIGGER_EVENTS = [
  'onPointerDown',
  'onPointerEnter',
  'onPointerLeave',
  'onMouseMove',
  'onMouseLeave',
  'onFocus',
  'onBlur',
  'onKeyDown',
];

/**
 * A short hint on hover or keyboard focus. Opens after 700 ms; inside a `TooltipProvider`
 * (every `SppockThemeRoot` has one) the next tooltip within 300 ms opens at once.
 *
 * Until its trigger is first hovered or focused (or its owner opens it) a tooltip is only its
 * trigger: positioning and interactions (floating-ui) start then. A chat message has a row of
 * buttons with tooltips, and setting all of them up for every message drawn cost more than the
 * rest of the message (issue 28).
 */
export function Tooltip({
  content,
  children,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  placement = 'top',
  openDelay = TOOLTIP_OPEN_DELAY_MS,
  disabled = false,
}: TooltipProps) {
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  });
  const [woken, setWoken] = useState<'hover' | 'focus' | null>(null);
  const [reference, setReference] = useState<Element | null>(null);
  // Whether the pointer is over the trigger, for the interactions that start after it arrived.
  const pointerInside = useRef(false);
  const interactions = useRef<Handlers>({});
  const floatingId = useId();
  const child = isValidElement<Record<string, unknown>>(children) ? children : null;
  const childRef = (child?.props.ref ?? null) as Ref<Element> | null;
  const triggerRef = useMergeRefs([setReference, childRef]);
  const isOpen = open && !disabled;
  const awake = (woken !== null || open) && !disabled;

  if (!child) {
    return null;
  }
  const props: Record<string, unknown> = {
    ref: triggerRef,
    'data-state': isOpen ? 'open' : 'closed',
    'aria-describedby': isOpen ? floatingId : child.props['aria-describedby'],
  };
  for (const name of TRIGGER_EVENTS) {
    props[name] = (event: SyntheticEvent) => {
      if (name === 'onPointerEnter' || name === 'onFocus') {
        pointerInside.current ||= name === 'onPointerEnter';
        setWoken((current) => current ?? (name === 'onFocus' ? 'focus' : 'hover'));
      } else if (name === 'onPointerLeave') {
        pointerInside.current = false;
      }
      interactions.current[name]?.(event);
      (child.props[name] as Handler | undefined)?.(event);
    };
  }
  return (
    <>
      {cloneElement(child, props)}
      {awake && reference ? (
        <TooltipInteractions
          reference={reference}
          woken={woken}
          pointerInside={pointerInside}
          interactions={interactions}
          open={isOpen}
          setOpen={setOpen}
          placement={placement}
          openDelay={openDelay}
          floatingId={floatingId}
          content={content}
        />
      ) : null}
    </>
  );
}

interface TooltipInteractionsProps {
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
function TooltipInteractions({
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
  const { refs, floatingStyles, context, middlewareData } = useFloating({
    open,
    onOpenChange: setOpen,
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
        data-placement={context.placement}
        {...getFloatingProps()}
        id={floatingId}
      >
        {content}
        <span
          ref={arrowRef}
          className={styles.arrow}
          data-side={context.placement.split('-')[0]}
          style={{ left: middlewareData.arrow?.x, top: middlewareData.arrow?.y }}
        />
      </div>
    </Portal>
  );
}
