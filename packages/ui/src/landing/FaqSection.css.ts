import { style } from '@vanilla-extract/css';
import { below, breakpoints } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.xxl,
  '@media': {
    [breakpoints.lg]: { gridTemplateColumns: '2fr 3fr', gap: vars.space.xxxl },
  },
});

export const intro = style({ marginBottom: 0 });

export const accordion = style({
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.sm,
});

export const trigger = style({
  padding: `${vars.space.lg} ${vars.space.xl}`,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  '@media': {
    [below.sm]: { paddingInline: vars.space.lg },
  },
});

export const content = style({
  paddingInline: vars.space.xl,
  '@media': {
    [below.sm]: { paddingInline: vars.space.lg },
  },
});

export const answer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.fg.muted,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const paragraph = style({ margin: 0 });
