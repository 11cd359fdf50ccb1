import {
  type ButtonHTMLAttributes,
  createContext,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
  useMemo,
} from 'react';
import { composeEventHandlers } from '../../internal/composeEvents';
import { cx } from '../../internal/cx';
import { moveFocus } from '../../internal/rovingFocus';
import { useControllableState } from '../../internal/useControllableState';
import * as styles from './Tabs.css';

interface TabsState {
  baseId: string;
  value: string;
  setValue: (value: string) => void;
  orientation: 'horizontal' | 'vertical';
  activationMode: 'automatic' | 'manual';
}

const TabsContext = createContext<TabsState | null>(null);

function useTabsContext(part: string): TabsState {
  const context = useContext(TabsContext);
  if (!context) {
    throw new Error(`<Tabs.${part}> precisa estar dentro de <Tabs.Root>.`);
  }
  return context;
}

const idFor = (baseId: string, part: 'trigger' | 'content', value: string) =>
  `${baseId}-${part}-${value.replace(/\s+/g, '-')}`;

export interface TabsRootProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'dir'> {
  /** The active tab (controlled). */
  value?: string;
  /** The tab active at first when uncontrolled. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
  /** `automatic` activates a tab as arrow keys reach it; `manual` waits for Enter/Space. @default 'automatic' */
  activationMode?: 'automatic' | 'manual';
}

/** Holds which tab is active. */
export function TabsRoot({
  value: valueProp,
  defaultValue = '',
  onValueChange,
  orientation = 'horizontal',
  activationMode = 'automatic',
  className,
  children,
  ...props
}: TabsRootProps) {
  const baseId = useId();
  const [value, setValue] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
  });
  const state = useMemo(
    () => ({ baseId, value, setValue, orientation, activationMode }),
    [baseId, value, setValue, orientation, activationMode],
  );
  return (
    <TabsContext.Provider value={state}>
      <div className={cx(styles.root, className)} data-orientation={orientation} {...props}>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

export interface TabsListProps extends HTMLAttributes<HTMLDivElement> {}

/** The row of tabs; arrow keys, Home and End move between them. */
export function TabsList({ className, onKeyDown, ...props }: TabsListProps) {
  const state = useTabsContext('List');
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = moveFocus(event, '[role="tab"]', state.orientation);
    if (target && state.activationMode === 'automatic') {
      const next = target.dataset.value;
      if (next !== undefined) {
        state.setValue(next);
      }
    }
  };
  return (
    <div
      role="tablist"
      aria-orientation={state.orientation}
      data-orientation={state.orientation}
      className={cx(styles.list, className)}
      onKeyDown={composeEventHandlers(onKeyDown, handleKeyDown)}
      {...props}
    />
  );
}

export interface TabsTriggerProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The value this tab activates. */
  value: string;
  children?: ReactNode;
}

/** One tab. */
export function TabsTrigger({ value, className, onClick, disabled, ...props }: TabsTriggerProps) {
  const state = useTabsContext('Trigger');
  const selected = state.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={idFor(state.baseId, 'trigger', value)}
      aria-selected={selected}
      aria-controls={selected ? idFor(state.baseId, 'content', value) : undefined}
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation={state.orientation}
      data-value={value}
      className={cx(styles.trigger, className)}
      onClick={composeEventHandlers(onClick, () => state.setValue(value))}
      {...props}
    />
  );
}

export interface TabsContentProps extends HTMLAttributes<HTMLDivElement> {
  /** The tab value this panel belongs to. */
  value: string;
}

/** The panel of one tab; only the active one is rendered. */
export function TabsContent({ value, className, children, ...props }: TabsContentProps) {
  const state = useTabsContext('Content');
  const selected = state.value === value;
  if (!selected) {
    return null;
  }
  return (
    <div
      role="tabpanel"
      id={idFor(state.baseId, 'content', value)}
      aria-labelledby={idFor(state.baseId, 'trigger', value)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: the panel is a tab stop so keyboard users reach content without focusable elements.
      tabIndex={0}
      data-state="active"
      className={cx(styles.content, className)}
      {...props}
    >
      {children}
    </div>
  );
}
