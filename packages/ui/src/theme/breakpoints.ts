/**
 * Breakpoint tokens. Media queries cannot read CSS custom properties, so these are plain
 * strings shared by the styles (`'@media': { [breakpoints.md]: … }`) and by the code that asks
 * `matchMedia` the same question, so a layout and its behaviour switch at the same width.
 */

/** The widths, in CSS pixels, where layouts change. */
export const breakpointWidths = {
  /** A large phone in portrait: two fields side by side. */
  sm: 480,
  /** A tablet: two-column sections. */
  md: 720,
  /** A small laptop: the full top navigation, three-column grids. */
  lg: 960,
  /** A wide screen: the widest layouts. */
  xl: 1100,
} as const;

export type Breakpoint = keyof typeof breakpointWidths;

const queries = <Query extends string>(build: (width: number) => Query) =>
  Object.fromEntries(Object.entries(breakpointWidths).map(([name, width]) => [name, build(width)])) as Record<
    Breakpoint,
    Query
  >;

/** From this width up: `'screen and (min-width: 720px)'`. */
export const breakpoints = queries((width) => `screen and (min-width: ${width}px)` as const);

/**
 * Below this width (the complement of `breakpoints`): a fractional max-width, so no width
 * matches both or neither on high-density screens.
 */
export const below = queries((width) => `screen and (max-width: ${width - 0.02}px)` as const);

/** The visitor asked for less motion. */
export const reducedMotion = '(prefers-reduced-motion: reduce)';
