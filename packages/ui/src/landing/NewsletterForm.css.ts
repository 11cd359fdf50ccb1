import { style } from '@vanilla-extract/css';
import { below, breakpoints } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const panel = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  alignItems: 'center',
  gap: vars.space.xl,
  padding: vars.space.xxl,
  borderRadius: 20,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.surface,
  boxShadow: vars.shadow.sm,
  '@media': {
    [breakpoints.lg]: { gridTemplateColumns: '1fr 1fr', gap: vars.space.xxxl },
    [below.sm]: { padding: vars.space.xl },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.accent.subtle,
  color: vars.color.accent.fg,
  marginBottom: vars.space.xs,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.02em',
  color: vars.color.fg.default,
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  color: vars.color.fg.muted,
  lineHeight: vars.font.lineHeight.normal,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0 });

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
  '@media': {
    [breakpoints.sm]: { flexDirection: 'row', alignItems: 'flex-start' },
  },
});

export const field = style({ flex: 1 });

export const consent = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.fg.muted });

/** Lines the button up with the input, under the field's label, when they share a row. */
export const submit = style({
  '@media': {
    [breakpoints.sm]: {
      marginTop: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.tight} + ${vars.space.xs})`,
    },
  },
});
