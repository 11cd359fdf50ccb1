import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.font.size.sm,
});

export const transcribing = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.fg.default,
});

export const label = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.danger.fg,
  flexShrink: 0,
});

export const interim = style({ fontStyle: 'italic', color: vars.color.fg.muted, overflowWrap: 'anywhere' });

export const authorized = style({ margin: 0, color: vars.color.fg.muted });
