import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const title = style({
  display: 'block',
  minWidth: 200,
  maxWidth: 360,
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.default,
  overflowWrap: 'break-word',
});

export const id = style({
  display: 'block',
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  color: vars.color.fg.subtle,
});

export const nowrap = style({ whiteSpace: 'nowrap' });

export const actions = style({ display: 'inline-flex', gap: vars.space.xxs, justifyContent: 'flex-end' });

export const loadingRow = style({ color: vars.color.fg.muted });

export const dialogSubject = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.default,
  overflowWrap: 'anywhere',
});

export const pinMark = style({
  display: 'inline-block',
  verticalAlign: 'text-bottom',
  marginInlineEnd: vars.space.xxs,
  color: vars.color.accent.fg,
});
