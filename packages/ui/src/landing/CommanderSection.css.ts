import { style } from '@vanilla-extract/css';
import { breakpoints } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const split = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  alignItems: 'center',
  gap: vars.space.xxxl,
  '@media': {
    [breakpoints.lg]: { gridTemplateColumns: '1fr 1fr', gap: 64 },
  },
});

export const splitText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xl,
});

export const splitHeading = style({ marginBottom: 0 });

export const benefits = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const benefit = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md });

export const benefitIcon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 40,
  height: 40,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.accent.subtle,
  color: vars.color.accent.fg,
});

export const benefitTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.fg.default,
});

export const benefitText = style({
  margin: `${vars.space.xxs} 0 0`,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.fg.muted,
});
