import { style } from '@vanilla-extract/css';
import { breakpoints } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
  alignItems: 'stretch',
  gap: vars.space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: vars.space.xxl,
  borderRadius: 20,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.surface,
  boxShadow: vars.shadow.sm,
  transitionProperty: 'transform, box-shadow, border-color',
  transitionDuration: vars.motion.duration.normal,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.border.strong },
    '&[data-popular]': {
      borderColor: vars.color.accent.solid,
      boxShadow: `0 0 0 1px ${vars.color.accent.solid}, ${vars.shadow.lg}`,
    },
  },
  '@media': {
    [breakpoints.lg]: {
      selectors: { '&[data-popular]': { transform: 'translateY(-8px)' } },
    },
  },
});

export const popularBadge = style({
  position: 'absolute',
  top: 0,
  left: '50%',
  transform: 'translate(-50%, -50%)',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.md,
  height: 28,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent.solid,
  color: vars.color.fg.onAccent,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
  boxShadow: vars.shadow.md,
});

export const cardHeader = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.fg.default,
});

export const description = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.font.size.md,
  color: vars.color.fg.muted,
  lineHeight: vars.font.lineHeight.normal,
});

export const price = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
});

export const amount = style({
  fontSize: '2.5rem',
  lineHeight: 1,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.03em',
  color: vars.color.fg.default,
  fontVariantNumeric: 'tabular-nums',
});

export const period = style({ fontSize: vars.font.size.md, color: vars.color.fg.muted });

/** Where the price goes while it loads or cannot be had: the amount's height, muted text. */
export const pricePending = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  fontSize: vars.font.size.md,
  color: vars.color.fg.muted,
});

export const pricesError = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  marginBottom: vars.space.xxl,
});

export const pricesErrorText = style({ margin: 0, color: vars.color.fg.muted });

export const features = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  flex: 1,
  margin: 0,
  padding: `${vars.space.xl} 0 0`,
  borderTop: `1px solid ${vars.color.border.default}`,
  listStyle: 'none',
});

export const feature = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.font.size.md,
  color: vars.color.fg.default,
  lineHeight: vars.font.lineHeight.normal,
});

export const check = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 20,
  height: 20,
  marginTop: 1,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.success.subtle,
  color: vars.color.success.fg,
});

export const policy = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxWidth: 320 });

export const policyList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
  lineHeight: vars.font.lineHeight.normal,
});

export const policyItem = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });

export const policyIcon = style({ color: vars.color.accent.fg, flexShrink: 0, marginTop: 2 });

export const policyActions = style({ display: 'flex', justifyContent: 'flex-end', marginTop: vars.space.xs });
