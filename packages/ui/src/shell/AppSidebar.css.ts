import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../internal/styles.css';
import { vars } from '../theme/contract.css';

/** Height of the top header; the sidebar sits below it. */
export const HEADER_HEIGHT = 64;

export const sidebar = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    flexShrink: 0,
    overflowX: 'hidden',
    overflowY: 'auto',
    padding: `${vars.space.lg} ${vars.space.md}`,
    backgroundColor: vars.color.bg.surface,
    borderRight: `1px solid ${vars.color.border.default}`,
    transitionProperty: 'width, transform, box-shadow',
    transitionDuration: vars.motion.duration.normal,
    transitionTimingFunction: vars.motion.easing.standard,
  },
  variants: {
    mode: {
      docked: {
        position: 'sticky',
        top: HEADER_HEIGHT,
        height: `calc(100vh - ${HEADER_HEIGHT}px)`,
      },
      overlay: {
        position: 'fixed',
        top: HEADER_HEIGHT,
        bottom: 0,
        left: 0,
        zIndex: vars.zIndex.overlay,
        width: vars.size.sidebarOpen,
        boxShadow: vars.shadow.lg,
      },
    },
    open: { true: {}, false: {} },
  },
  compoundVariants: [
    { variants: { mode: 'docked', open: true }, style: { width: vars.size.sidebarOpen } },
    { variants: { mode: 'docked', open: false }, style: { width: vars.size.sidebarCollapsed } },
    {
      // Closed, the drawer's entries are not styled, laid out or painted (half the shell's elements
      // on a phone, where the first screen shows the drawer closed); they render when it opens.
      variants: { mode: 'overlay', open: false },
      style: { transform: 'translateX(-100%)', visibility: 'hidden', contentVisibility: 'hidden' },
    },
  ],
  defaultVariants: { mode: 'docked', open: true },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const sectionLabel = style({
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
  paddingInline: vars.space.md,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.fg.subtle,
  whiteSpace: 'nowrap',
});

export const divider = style({
  height: 1,
  margin: `${vars.space.md} ${vars.space.sm}`,
  backgroundColor: vars.color.border.default,
});

export const item = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    width: '100%',
    minHeight: 40,
    paddingInline: vars.space.md,
    border: 'none',
    borderRadius: vars.radius.md,
    backgroundColor: 'transparent',
    color: vars.color.fg.muted,
    font: 'inherit',
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.medium,
    textAlign: 'start',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transitionProperty: 'background-color, color',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&:hover': { backgroundColor: vars.color.bg.hover, color: vars.color.fg.default },
      '&[aria-current="page"]': {
        backgroundColor: vars.color.accent.subtle,
        color: vars.color.accent.fg,
      },
      '&[aria-disabled="true"]': { cursor: 'default', color: vars.color.fg.subtle },
      '&[aria-disabled="true"]:hover': { backgroundColor: 'transparent', color: vars.color.fg.subtle },
      '[data-collapsed] &': { justifyContent: 'center', paddingInline: 0, gap: 0 },
    },
  },
]);

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export const label = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const soonText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.xs,
});

export const soonBadge = style({
  height: 16,
  paddingInline: 6,
  fontSize: 10,
  letterSpacing: '0.02em',
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginTop: 'auto',
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border.default}`,
});

export const upgradeCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  background: `linear-gradient(160deg, ${vars.color.accent.subtle}, ${vars.color.bg.surface} 70%)`,
  whiteSpace: 'normal',
});

export const upgradeTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.fg.default,
});

export const upgradeText = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.fg.muted,
});

export const upgradeIconLink = style({
  alignSelf: 'center',
});
