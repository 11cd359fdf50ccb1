import type { CSSProperties } from 'react';

/** Inline style that sets vanilla-extract variables (`createVar()` values look like `var(--x)`). */
export function inlineVars(assignments: Record<string, string>): CSSProperties {
  const style: Record<string, string> = {};
  for (const [variable, value] of Object.entries(assignments)) {
    const match = /^var\((--[^,)]+)/.exec(variable);
    style[match ? match[1]! : variable] = value;
  }
  return style as CSSProperties;
}
