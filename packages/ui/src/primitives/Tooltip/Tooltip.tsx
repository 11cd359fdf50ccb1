import { type Placement, useMergeRefs } from '@floating-ui/react';
import {
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type Ref,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import type { Handler, Handlers, TooltipInteractions } from '../../internal/TooltipInteractions';
import { useControllableState } from '../../internal/useControllableState';
import { TOOLTIP_OPEN_DELAY_MS } from './TooltipProvider';

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

let interactionsModule: typeof TooltipInteractions | null = null;
let interactionsLoading: Promise<typeof TooltipInteractions> | null = null;

/**
 * The positioning and interactions of a woken tooltip, a module of their own: floating-ui's
 * positioning code is fetched the first time any tooltip wakes, not with the page (issue 28: the
 * partner Commander's first open stays within its 80 KB). A failed fetch is tried again at the next wake.
 */
export function loadTooltipInteractions(): Promise<typeof TooltipInteractions> {
  interactionsLoading ??= import('../../internal/TooltipInteractions').then(
    (module) => {
      interactionsModule = module.TooltipInteractions;
      return module.TooltipInteractions;
    },
    (error: unknown) => {
      interactionsLoading = null;
      throw error;
    },
  );
  return interactionsLoading;
}

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
  // The trigger's element, held in a ref until the tooltip wakes and only then in state (which
  // draws the interactions): a state update from a ref callback runs inside React's commit as a
  // synchronous render, which also runs every pending effect of the page at once. With the
  // shell's tooltips, that made the signed-in page's first commit one long task (issue 28).
  const referenceNode = useRef<Element | null>(null);
  const awakeNow = useRef(false);
  const [reference, setReference] = useState<Element | null>(null);
  const trackReference = useCallback((node: Element | null) => {
    referenceNode.current = node;
    if (awakeNow.current) {
      setReference(node);
    }
  }, []);
  // Whether the pointer is over the trigger, for the interactions that start after it arrived.
  const pointerInside = useRef(false);
  const interactions = useRef<Handlers>({});
  const floatingId = useId();
  const child = isValidElement<Record<string, unknown>>(children) ? children : null;
  const childRef = (child?.props.ref ?? null) as Ref<Element> | null;
  const triggerRef = useMergeRefs([trackReference, childRef]);
  const isOpen = open && !disabled;
  const awake = (woken !== null || open) && !disabled;
  useEffect(() => {
    awakeNow.current = awake;
    if (awake) {
      setReference(referenceNode.current);
    }
  }, [awake]);
  // Set once the interactions' module has arrived, to draw them (the first wake of the page).
  const [, setLoaded] = useState(interactionsModule !== null);
  useEffect(() => {
    if (!awake || interactionsModule) {
      return;
    }
    let current = true;
    loadTooltipInteractions().then(
      () => current && setLoaded(true),
      () => {
        // Offline or the chunk is gone: the trigger keeps its own label, no tooltip shows.
      },
    );
    return () => {
      current = false;
    };
  }, [awake]);
  const Interactions = interactionsModule;

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
      {awake && reference && Interactions ? (
        <Interactions
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
