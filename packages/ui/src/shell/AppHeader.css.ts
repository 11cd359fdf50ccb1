import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/styles.css';
import { below, breakpoints } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';
import { HEADER_HEIGHT } from './AppSidebar.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: HEADER_HEIGHT,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.bg.surface,
  borderBottom: `1px solid ${vars.color.border.default}`,
  '@media': {
    [breakpoints.md]: { paddingInline: vars.space.lg, gap: vars.space.md },
  },
});

export const brand = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    flexShrink: 0,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.md,
    color: vars.color.fg.default,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    letterSpacing: '-0.01em',
    textDecoration: 'none',
  },
]);

export const greeting = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.md,
  color: vars.color.fg.muted,
  '@media': {
    [below.md]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
    },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  marginInlineStart: 'auto',
});

export const bell = style({ position: 'relative', width: 36, paddingInline: 0 });

export const bellDisabled = style({ cursor: 'default', opacity: 0.7 });

export const bellBadge = style({
  position: 'absolute',
  top: 2,
  right: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 18,
  height: 18,
  paddingInline: 4,
  borderRadius: vars.radius.full,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  fontSize: 11,
  fontWeight: vars.font.weight.semibold,
  backgroundColor: vars.color.danger.solid,
  color: vars.color.fg.onAccent,
  border: `2px solid ${vars.color.bg.surface}`,
  pointerEvents: 'none',
});

export const upgradeLabel = style({
  '@media': {
    [below.sm]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
    },
  },
});

export const avatar = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 36,
    height: 36,
    flexShrink: 0,
    padding: 0,
    border: `1px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.accent.subtle,
    color: vars.color.accent.fg,
    font: 'inherit',
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    cursor: 'pointer',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&:hover': { borderColor: vars.color.border.focus },
    },
  },
]);
