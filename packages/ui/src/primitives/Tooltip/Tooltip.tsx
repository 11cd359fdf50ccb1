import {
  arrow as arrowMiddleware,
  autoUpdate,
  FloatingArrow,
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
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
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

/** The trigger's handlers the tooltip's interactions (hover, focus, dismiss, role) listen with. */
const TRIGGER_EVENTS = [
  'onPointerDown',
  'onPointerEnter',
  'onMouseMove',
  'onMouseLeave',
  'onFocus',
  'onBlur',
  'onKeyDown',
] as const;
type TriggerEvent = (typeof TRIGGER_EVENTS)[number];
type Handler = (event: SyntheticEvent) => void;
type Handlers = Partial<Record<TriggerEvent, Handler>>;

/** What the trigger (always rendered) shares with the floating part (mounted on first use). */
interface Bridge {
  trigger: RefObject<Element | null>;
  setReference: RefObject<((element: Element | null) => void) | null>;
  handlers: RefObject<Handlers | null>;
  /** How the trigger was first reached, to replay it once the interactions listen. */
  wake: RefObject<'hover' | 'focus' | null>;
}

/**
 * A short hint on hover or keyboard focus. Opens after 700 ms; inside a `TooltipProvider`
 * (every `SppockThemeRoot` has one) the next tooltip within 300 ms opens at once.
 *
 * A tooltip nobody has pointed at or focused yet renders only its trigger: floating-ui (position,
 * hover, focus, delay group) mounts on the first hover or focus, so a toolbar or a list of
 * messages full of buttons does not pay for tooltips that never open.
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
  const [armed, setArmed] = useState(open);
  if (open && !armed) {
    setArmed(true);
  }
  const floatingId = useId();
  const trigger = useRef<Element | null>(null);
  const setReference = useRef<((element: Element | null) => void) | null>(null);
  const handlers = useRef<Handlers | null>(null);
  const wake = useRef<'hover' | 'focus' | null>(null);
  const bridge = useMemo<Bridge>(() => ({ trigger, setReference, handlers, wake }), []);

  const child = isValidElement<Record<string, unknown>>(children) ? children : null;
  const childProps = useRef<Record<string, unknown>>({});
  childProps.current = child?.props ?? {};
  const childRef = (child?.props.ref ?? null) as Ref<Element> | null;
  const ownRef = useCallback((element: Element | null) => {
    trigger.current = element;
    setReference.current?.(element);
  }, []);
  const triggerRef = useMergeRefs([ownRef, childRef]);

  const armedRef = useRef(armed);
  armedRef.current = armed;
  const disabledRef = useRef(disabled);
  disabledRef.current = disabled;
  // Stable handlers: the child's own first, then the tooltip's (as floating-ui merges them).
  const triggerHandlers = useMemo(
    () =>
      Object.fromEntries(
        TRIGGER_EVENTS.map((name) => [
          name,
          (event: SyntheticEvent) => {
            (childProps.current[name] as Handler | undefined)?.(event);
            const tooltip = handlers.current?.[name];
            if (tooltip) {
              tooltip(event);
            } else if (!armedRef.current && !disabledRef.current) {
              if (name === 'onPointerEnter' || name === 'onFocus') {
                wake.current = name === 'onFocus' ? 'focus' : 'hover';
                setArmed(true);
              } else if (name === 'onMouseLeave' || name === 'onBlur') {
                wake.current = null;
              }
            }
          },
        ]),
      ),
    [],
  );

  if (!child) {
    return null;
  }
  const isOpen = open && !disabled;
  return (
    <>
      {cloneElement(child, {
        ...triggerHandlers,
        'aria-describedby': isOpen ? floatingId : undefined,
        ref: triggerRef,
        'data-state': isOpen ? 'open' : 'closed',
      })}
      {armed ? (
        <TooltipFloating
          bridge={bridge}
          floatingId={floatingId}
          content={content}
          open={isOpen}
          onOpenChange={setOpen}
          placement={placement}
          openDelay={openDelay}
          disabled={disabled}
        />
      ) : null}
    </>
  );
}

interface TooltipFloatingProps {
  bridge: Bridge;
  floatingId: string;
  content: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  placement: Placement;
  openDelay: number;
  disabled: boolean;
}

/** floating-ui's part of a tooltip: its interactions on the trigger, and the bubble while open. */
function TooltipFloating({
  bridge,
  floatingId,
  content,
  open,
  onOpenChange,
  placement,
  openDelay,
  disabled,
}: TooltipFloatingProps) {
  const arrowRef = useRef<SVGSVGElement>(null);
  const { refs, floatingStyles, context, elements } = useFloating({
    open,
    onOpenChange,
    placement,
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

  const hover = useHover(context, { delay, move: false, enabled: !disabled });
  const focus = useFocus(context, { enabled: !disabled });
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'tooltip' });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, dismiss, role]);

  const referenceProps = getReferenceProps() as Handlers;
  useLayoutEffect(() => {
    bridge.handlers.current = referenceProps;
  });
  useLayoutEffect(() => {
    bridge.setReference.current = refs.setReference;
    refs.setReference(bridge.trigger.current);
    return () => {
      bridge.setReference.current = null;
      bridge.handlers.current = null;
    };
  }, [bridge, refs]);

  // The first hover or focus happened before these interactions listened: replay it once they do
  // (hover: the group's delay runs from here; focus: opens only on keyboard focus, as `useFocus`).
  const reference = elements.domReference;
  useEffect(() => {
    const reason = bridge.wake.current;
    if (!reference || !reason) {
      return;
    }
    bridge.wake.current = null;
    if (reason === 'hover') {
      reference.dispatchEvent(new MouseEvent('mouseenter'));
    } else if (reference === reference.ownerDocument.activeElement && reference.matches(':focus-visible')) {
      onOpenChange(true);
    }
  }, [bridge, reference, onOpenChange]);

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
        <FloatingArrow ref={arrowRef} context={context} className={styles.arrow} width={10} height={5} />
      </div>
    </Portal>
  );
}
