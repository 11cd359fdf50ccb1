import { style } from '@vanilla-extract/css';
import { breakpoints } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const pillars = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pillar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.canvas,
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: 1,
  marginTop: vars.space.xxxl,
  borderRadius: 20,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.border.default,
  '@media': {
    [breakpoints.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  backgroundColor: vars.color.bg.canvas,
  textAlign: 'center',
});

export const statValue = style({
  order: -1,
  margin: 0,
  fontSize: 'clamp(1.75rem, 3.6vw, 2.75rem)',
  lineHeight: 1,
  fontWeight: 800,
  letterSpacing: '-0.03em',
  color: vars.color.accent.fg,
  fontVariantNumeric: 'tabular-nums',
});

export const statLabel = style({ margin: 0, fontSize: vars.font.size.md, color: vars.color.fg.muted });
