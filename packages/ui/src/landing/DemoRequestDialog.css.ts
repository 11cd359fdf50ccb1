import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const optional = style({ fontWeight: vars.font.weight.regular, color: vars.color.fg.muted });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const done = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  textAlign: 'center',
  outline: 'none',
});

export const doneIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 56,
  height: 56,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.success.subtle,
  color: vars.color.success.fg,
});

export const doneText = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.fg.default,
});
