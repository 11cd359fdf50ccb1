import { style } from '@vanilla-extract/css';
import { focusRing, focusRingOnAccent } from '../internal/styles.css';
import { below, breakpoints } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

const wide = breakpoints.lg;

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  minHeight: '100vh',
  backgroundColor: vars.color.bg.canvas,
  color: vars.color.fg.default,
  '@media': {
    [wide]: { gridTemplateColumns: 'minmax(380px, 5fr) 7fr' },
  },
});

export const brandPanel = style({
  display: 'none',
  position: 'relative',
  overflow: 'hidden',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.xxl,
  padding: `${vars.space.xxl} ${vars.space.xxxl}`,
  color: '#ffffff',
  backgroundColor: '#4c1d95',
  backgroundImage:
    'radial-gradient(120% 80% at 0% 0%, #7c3aed 0%, transparent 60%), radial-gradient(90% 70% at 100% 100%, #4338ca 0%, transparent 65%), linear-gradient(160deg, #5b21b6 0%, #312e81 100%)',
  '@media': {
    [wide]: { display: 'flex' },
  },
});

export const brandGrid = style({
  position: 'absolute',
  inset: 0,
  backgroundImage:
    'linear-gradient(rgba(255,255,255,0.06) 1px, transparent 1px), linear-gradient(90deg, rgba(255,255,255,0.06) 1px, transparent 1px)',
  backgroundSize: '40px 40px',
  maskImage: 'radial-gradient(70% 60% at 30% 40%, #000 0%, transparent 100%)',
  pointerEvents: 'none',
});

export const brandLink = style([
  focusRingOnAccent,
  {
    position: 'relative',
    alignSelf: 'flex-start',
    color: '#ffffff',
    textDecoration: 'none',
    borderRadius: vars.radius.md,
  },
]);

export const brandLogo = style({ color: '#ffffff' });

export const brandBody = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: 440,
});

export const brandHeadline = style({
  margin: 0,
  fontSize: 'clamp(1.75rem, 2.6vw, 2.25rem)',
  lineHeight: 1.15,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.02em',
});

export const brandText = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.relaxed,
  color: 'rgba(255,255,255,0.86)',
});

export const brandList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const brandItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.md,
  color: '#ffffff',
});

export const brandCheck = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 22,
  height: 22,
  borderRadius: vars.radius.full,
  backgroundColor: 'rgba(255,255,255,0.16)',
  flexShrink: 0,
});

export const brandFootnote = style({
  position: 'relative',
  margin: 0,
  fontSize: vars.font.size.xs,
  color: 'rgba(255,255,255,0.75)',
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  backgroundColor: vars.color.bg.canvas,
  backgroundImage: `radial-gradient(60% 40% at 50% 0%, ${vars.color.accent.subtle} 0%, transparent 100%)`,
});

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.xl}`,
});

export const mobileLogoLink = style([
  focusRing,
  {
    display: 'inline-flex',
    color: vars.color.fg.default,
    textDecoration: 'none',
    borderRadius: vars.radius.md,
    '@media': {
      [wide]: { visibility: 'hidden' },
    },
  },
]);

export const topActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const backLink = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.md,
    color: vars.color.fg.muted,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
    selectors: {
      '&:hover': { color: vars.color.fg.default, backgroundColor: vars.color.bg.hover },
    },
  },
]);

export const main = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxxl}`,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: 440,
  padding: vars.space.xxl,
  backgroundColor: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.lg,
  '@media': {
    [below.sm]: {
      padding: vars.space.xl,
      boxShadow: vars.shadow.sm,
    },
  },
});

export const wideCard = style({ maxWidth: 520 });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const title = style({
  margin: 0,
  fontSize: '1.625rem',
  lineHeight: 1.2,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.02em',
  color: vars.color.fg.default,
  outline: 'none',
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.fg.muted,
});

export const footer = style({
  margin: 0,
  fontSize: vars.font.size.md,
  color: vars.color.fg.muted,
  textAlign: 'center',
});
