import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const stage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const stageTitle = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.accent.fg,
});
