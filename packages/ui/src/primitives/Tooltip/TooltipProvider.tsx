import { FloatingDelayGroup } from '@floating-ui/react';
import { createContext, type ReactNode } from 'react';

/** The spec's tooltip timing (doc 1 §9). */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/** Within this time after a tooltip closes, the next one opens at once. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const TooltipGroupContext = createContext(false);

export interface TooltipProviderProps {
  children?: ReactNode;
  /** Delay before a tooltip opens. @default 700 */
  openDelay?: number;
  /** Time after a tooltip closes during which the next opens without delay. @default 300 */
  skipDelay?: number;
}

/**
 * Groups tooltips so that moving from one trigger to the next skips the open delay. Every
 * `SppockThemeRoot` already provides one.
 */
export function TooltipProvider({
  children,
  openDelay = TOOLTIP_OPEN_DELAY_MS,
  skipDelay = TOOLTIP_SKIP_DELAY_MS,
}: TooltipProviderProps) {
  return (
    <TooltipGroupContext.Provider value={true}>
      <FloatingDelayGroup delay={{ open: openDelay, close: 0 }} timeoutMs={skipDelay}>
        {children}
      </FloatingDelayGroup>
    </TooltipGroupContext.Provider>
  );
}
