import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const featureGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const featureCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.surface,
  transitionProperty: 'border-color, box-shadow, transform',
  transitionDuration: vars.motion.duration.normal,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:hover': {
      borderColor: vars.color.border.strong,
      boxShadow: vars.shadow.md,
      transform: 'translateY(-2px)',
    },
  },
});

export const claims = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  marginTop: vars.space.xxxl,
});

export const claimsTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.fg.muted,
});

export const claimList = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const claim = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.bg.subtle,
  border: `1px solid ${vars.color.border.default}`,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.default,
});

export const claimIcon = style({ color: vars.color.success.fg, display: 'inline-flex' });
