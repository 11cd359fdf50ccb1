import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.surface,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.normal,
  selectors: {
    '&[data-popular]': {
      borderColor: vars.color.accent.solid,
      boxShadow: vars.shadow.md,
    },
    '&[data-current]': { borderColor: vars.color.success.solid },
    '&[data-selected]': { boxShadow: `0 0 0 3px ${vars.color.border.focus}` },
  },
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, minHeight: 24 });

export const name = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.fg.default,
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.fg.muted,
  minHeight: '3em',
});

export const price = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.xs, margin: 0 });

export const amount = style({
  fontSize: vars.font.size.xxxl,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.02em',
  color: vars.color.fg.default,
  fontVariantNumeric: 'tabular-nums',
});

export const period = style({ fontSize: vars.font.size.md, color: vars.color.fg.muted });

export const features = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  flex: 1,
});

export const feature = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  fontSize: vars.font.size.md,
  color: vars.color.fg.default,
});

export const featureIcon = style({ flexShrink: 0, marginTop: 2, color: vars.color.success.fg });

export const featureIconMissing = style({ flexShrink: 0, marginTop: 2, color: vars.color.fg.subtle });

export const featureMissing = style({ color: vars.color.fg.muted });
