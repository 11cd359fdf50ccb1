import { createVar, style } from '@vanilla-extract/css';
import { focusRing } from '../internal/styles.css';
import { vars } from '../theme/contract.css';

/** The test's own colour and gradient (from the catalogue). */
export const accentVar = createVar();
export const gradientVar = createVar();

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: '100%',
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.surface,
  transition: `transform ${vars.motion.duration.fast}, box-shadow ${vars.motion.duration.fast}, border-color ${vars.motion.duration.fast}`,
  selectors: {
    '&[data-openable]': { opacity: 1, cursor: 'pointer' },
    '&[data-openable]:hover': {
      transform: 'translateY(-2px)',
      boxShadow: vars.shadow.md,
      borderColor: accentVar,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const top = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const icon = style({
  selectors: { [`${card}:not([data-openable]) &`]: { filter: 'grayscale(0.85)' } },
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  borderRadius: vars.radius.lg,
  background: gradientVar,
  color: '#fff',
  flexShrink: 0,
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.fg.default,
});

/** The title's button covers the whole card, so the card is one click target. */
export const opener = style([
  focusRing,
  {
    all: 'unset',
    cursor: 'inherit',
    borderRadius: vars.radius.sm,
    '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.xl },
    selectors: {
      '&[aria-disabled="true"]': { cursor: 'not-allowed' },
    },
  },
]);

export const description = style({
  margin: 0,
  flex: 1,
  color: vars.color.fg.muted,
  fontSize: vars.font.size.sm,
});

export const plans = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
