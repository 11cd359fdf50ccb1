import { ChevronDown } from 'lucide-react';
import {
  type ButtonHTMLAttributes,
  createContext,
  type HTMLAttributes,
  type KeyboardEvent,
  useContext,
  useId,
  useMemo,
} from 'react';
import { composeEventHandlers } from '../../internal/composeEvents';
import { cx } from '../../internal/cx';
import { moveFocus } from '../../internal/rovingFocus';
import { useControllableState } from '../../internal/useControllableState';
import * as styles from './Accordion.css';

interface AccordionState {
  value: string | null;
  toggle: (item: string) => void;
  headingLevel: 2 | 3 | 4 | 5 | 6;
}

const AccordionContext = createContext<AccordionState | null>(null);

interface ItemState {
  value: string;
  open: boolean;
  disabled: boolean;
  triggerId: string;
  contentId: string;
}

const ItemContext = createContext<ItemState | null>(null);

function useAccordionContext(part: string): AccordionState {
  const context = useContext(AccordionContext);
  if (!context) {
    throw new Error(`<Accordion.${part}> precisa estar dentro de <Accordion.Root>.`);
  }
  return context;
}

function useItemContext(part: string): ItemState {
  const context = useContext(ItemContext);
  if (!context) {
    throw new Error(`<Accordion.${part}> precisa estar dentro de <Accordion.Item>.`);
  }
  return context;
}

export interface AccordionRootProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue'> {
  /** The open item (controlled); `null` when all are closed. Only one is open at a time. */
  value?: string | null;
  /** The item open at first when uncontrolled. @default null */
  defaultValue?: string | null;
  onValueChange?: (value: string | null) => void;
  /** Whether the open item can be closed again, leaving all closed. @default true */
  collapsible?: boolean;
  /** Heading level of each item's trigger. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** A list of sections where one is open at a time (the FAQ's groups). */
export function AccordionRoot({
  value: valueProp,
  defaultValue = null,
  onValueChange,
  collapsible = true,
  headingLevel = 3,
  className,
  onKeyDown,
  ...props
}: AccordionRootProps) {
  const [value, setValue] = useControllableState<string | null>({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
  });
  const state = useMemo(
    () => ({
      value,
      headingLevel,
      toggle: (item: string) =>
        setValue((current) => (current === item ? (collapsible ? null : current) : item)),
    }),
    [value, headingLevel, setValue, collapsible],
  );
  return (
    <AccordionContext.Provider value={state}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move focus between the triggers (WAI-ARIA accordion pattern); the triggers are the interactive elements. */}
      <div
        className={cx(styles.root, className)}
        onKeyDown={composeEventHandlers(onKeyDown, (event: KeyboardEvent<HTMLDivElement>) => {
          moveFocus(event, '[data-accordion-trigger]', 'vertical');
        })}
        {...props}
      />
    </AccordionContext.Provider>
  );
}

export interface AccordionItemProps extends HTMLAttributes<HTMLDivElement> {
  /** Identifies the item. */
  value: string;
  /** @default false */
  disabled?: boolean;
}

/** One section: a trigger and its content. */
export function AccordionItem({ value, disabled = false, className, ...props }: AccordionItemProps) {
  const accordion = useAccordionContext('Item');
  const baseId = useId();
  const open = accordion.value === value;
  const state = useMemo(
    () => ({ value, open, disabled, triggerId: `${baseId}-trigger`, contentId: `${baseId}-content` }),
    [value, open, disabled, baseId],
  );
  return (
    <ItemContext.Provider value={state}>
      <div className={cx(styles.item, className)} data-state={open ? 'open' : 'closed'} {...props} />
    </ItemContext.Provider>
  );
}

export interface AccordionTriggerProps extends ButtonHTMLAttributes<HTMLButtonElement> {}

/** The section's heading button; toggles its content. */
export function AccordionTrigger({ className, children, onClick, ...props }: AccordionTriggerProps) {
  const accordion = useAccordionContext('Trigger');
  const item = useItemContext('Trigger');
  const Heading = `h${accordion.headingLevel}` as const;
  return (
    <Heading className={styles.heading}>
      <button
        type="button"
        id={item.triggerId}
        aria-expanded={item.open}
        aria-controls={item.open ? item.contentId : undefined}
        disabled={item.disabled}
        data-state={item.open ? 'open' : 'closed'}
        data-accordion-trigger=""
        className={cx(styles.trigger, className)}
        onClick={composeEventHandlers(onClick, () => accordion.toggle(item.value))}
        {...props}
      >
        {children}
        <span className={styles.chevron} aria-hidden="true">
          <ChevronDown size={16} />
        </span>
      </button>
    </Heading>
  );
}

export interface AccordionContentProps extends HTMLAttributes<HTMLElement> {}

/** The section's content (a named region); rendered only while open. */
export function AccordionContent({ className, ...props }: AccordionContentProps) {
  const item = useItemContext('Content');
  if (!item.open) {
    return null;
  }
  return (
    <section
      id={item.contentId}
      aria-labelledby={item.triggerId}
      data-state="open"
      className={cx(styles.content, className)}
      {...props}
    />
  );
}
