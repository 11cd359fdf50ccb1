import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const stack = style({ display: 'grid', gap: vars.space.md });

export const note = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.fg.muted });

export const linkRow = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'flex-end',
  flexWrap: 'wrap',
});

export const linkField = style({ flex: '1 1 260px', minWidth: 0 });

export const title = style({
  display: 'block',
  minWidth: 160,
  maxWidth: 360,
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.default,
  overflowWrap: 'break-word',
});

export const nowrap = style({ whiteSpace: 'nowrap' });

export const actions = style({ display: 'inline-flex', gap: vars.space.xxs, justifyContent: 'flex-end' });

export const subject = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.default,
  overflowWrap: 'anywhere',
});

export const titleForm = style({
  display: 'flex',
  gap: vars.space.xxs,
  alignItems: 'flex-start',
  flexWrap: 'wrap',
});

export const titleInput = style({ flex: '1 1 180px', minWidth: 0 });
