import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/styles.css';
import { vars } from '../theme/contract.css';

export const bell = style({ position: 'relative' });

export const badge = style({
  position: 'absolute',
  top: 2,
  insetInlineEnd: 2,
  minWidth: 18,
  height: 18,
  paddingInline: 4,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.danger.solid,
  color: vars.color.fg.onAccent,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: '18px',
  textAlign: 'center',
  pointerEvents: 'none',
});

export const panel = style({
  width: 'min(360px, calc(100vw - 32px))',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: 360,
  overflowY: 'auto',
});

export const item = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: 2,
    width: '100%',
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    border: 'none',
    background: 'none',
    textAlign: 'start',
    font: 'inherit',
    color: vars.color.fg.default,
    cursor: 'pointer',
    selectors: { '&:hover': { backgroundColor: vars.color.bg.hover }, '&:disabled': { cursor: 'default' } },
  },
]);

export const unread = style({ backgroundColor: vars.color.accent.subtle });

export const itemTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const unreadDot = style({
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent.solid,
  flexShrink: 0,
});

export const itemText = style({
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
  overflowWrap: 'anywhere',
});

export const itemTime = style({ fontSize: vars.font.size.xs, color: vars.color.fg.muted });

export const empty = style({
  margin: 0,
  padding: vars.space.md,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
});
