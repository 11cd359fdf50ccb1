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
  useContext,
  useRef,
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

/**
 * A short hint on hover or keyboard focus. Opens after 700 ms; inside a `TooltipProvider`
 * (every `SppockThemeRoot` has one) the next tooltip within 300 ms opens at once.
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
  const arrowRef = useRef<SVGSVGElement>(null);
  const { refs, floatingStyles, context } = useFloating({
    open: open && !disabled,
    onOpenChange: setOpen,
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

  const child = isValidElement<Record<string, unknown>>(children) ? children : null;
  const childRef = (child?.props.ref ?? null) as Ref<Element> | null;
  const triggerRef = useMergeRefs([refs.setReference, childRef]);
  const isOpen = open && !disabled;

  if (!child) {
    return null;
  }
  return (
    <>
      {cloneElement(child, {
        ...getReferenceProps(child.props),
        ref: triggerRef,
        'data-state': isOpen ? 'open' : 'closed',
      })}
      {isOpen ? (
        <Portal>
          <div
            ref={refs.setFloating}
            className={styles.content}
            style={floatingStyles}
            data-state="open"
            data-placement={context.placement}
            {...getFloatingProps()}
          >
            {content}
            <FloatingArrow ref={arrowRef} context={context} className={styles.arrow} width={10} height={5} />
          </div>
        </Portal>
      ) : null}
    </>
  );
}
