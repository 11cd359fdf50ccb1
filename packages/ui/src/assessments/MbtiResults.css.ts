import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const type = style({
  margin: 0,
  fontSize: '3rem',
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.08em',
  color: vars.color.accent.fg,
  lineHeight: 1,
});

export const typeName = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});
