import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.fg.default,
  lineHeight: 1,
});

export const mark = style({ flexShrink: 0, display: 'block' });

export const wordmark = style({
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.02em',
});

/** The logo's sizes in use, each with its wordmark size (0.62 × the mark), as classes: a style
 * attribute would be refused by the app's CSP in server-rendered HTML. */
export const WORDMARK_SIZES = [24, 28, 30, 32, 36, 40, 48] as const;
export const wordmarkSize = styleVariants(
  Object.fromEntries(
    WORDMARK_SIZES.map((size) => [size, { fontSize: `${Math.round(size * 0.62)}px` }]),
  ) as Record<(typeof WORDMARK_SIZES)[number], { fontSize: string }>,
);
