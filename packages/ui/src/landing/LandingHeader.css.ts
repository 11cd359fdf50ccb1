import { keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../internal/styles.css';
import { breakpoints } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

const desktop = breakpoints.lg;

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: vars.zIndex.sticky,
  borderBottom: '1px solid transparent',
  transitionProperty: 'background-color, border-color, box-shadow',
  transitionDuration: vars.motion.duration.normal,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-scrolled], &[data-menu-open]': {
      backgroundColor: vars.color.bg.surface,
      borderBottomColor: vars.color.border.default,
      boxShadow: vars.shadow.sm,
    },
  },
  '@supports': {
    '(backdrop-filter: blur(12px))': {
      selectors: {
        '&[data-scrolled]:not([data-menu-open])': {
          backgroundColor: `color-mix(in srgb, ${vars.color.bg.surface} 82%, transparent)`,
          backdropFilter: 'saturate(160%) blur(12px)',
        },
      },
    },
  },
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  maxWidth: 1200,
  height: 72,
  marginInline: 'auto',
  paddingInline: vars.space.xl,
});

export const logoLink = style([
  focusRing,
  {
    display: 'inline-flex',
    color: vars.color.fg.default,
    textDecoration: 'none',
    borderRadius: vars.radius.md,
  },
]);

export const nav = style({
  display: 'none',
  flex: 1,
  justifyContent: 'center',
  '@media': { [desktop]: { display: 'flex' } },
});

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    height: 36,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.md,
    color: vars.color.fg.muted,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
    transitionProperty: 'color, background-color',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&:hover': { color: vars.color.fg.default, backgroundColor: vars.color.bg.hover },
    },
  },
]);

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
  '@media': { [desktop]: { marginInlineStart: 0 } },
});

export const desktopOnly = style({
  display: 'none',
  '@media': { [desktop]: { display: 'inline-flex' } },
});

export const mobileOnly = style({
  '@media': { [desktop]: { display: 'none' } },
});

const slideDown = keyframes({
  from: { opacity: 0, transform: 'translateY(-8px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const mobilePanel = style({
  borderTop: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.bg.surface,
  padding: `${vars.space.md} ${vars.space.xl} ${vars.space.xl}`,
  boxShadow: vars.shadow.lg,
  animation: `${slideDown} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  '@media': { [desktop]: { display: 'none' } },
});

export const mobileList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const mobileLink = style([
  navLink,
  {
    display: 'flex',
    height: 44,
    fontSize: vars.font.size.lg,
    color: vars.color.fg.default,
  },
]);

export const mobileActions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});
