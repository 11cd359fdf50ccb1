import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A finished step: an icon, the message and what to do next. */
export const result = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.lg,
  outline: 'none',
});

export const resultIcon = style({
  alignSelf: 'center',
  display: 'grid',
  placeItems: 'center',
  width: 56,
  height: 56,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent.subtle,
  color: vars.color.accent.fg,
});

export const resultIconDanger = style({
  backgroundColor: vars.color.danger.subtle,
  color: vars.color.danger.fg,
});

export const resultIconSuccess = style({
  backgroundColor: vars.color.success.subtle,
  color: vars.color.success.fg,
});

export const resultHint = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
  textAlign: 'center',
});
