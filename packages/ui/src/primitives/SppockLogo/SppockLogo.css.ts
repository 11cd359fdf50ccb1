import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.fg.default,
  lineHeight: 1,
});

export const mark = style({ flexShrink: 0, display: 'block' });

export const wordmark = style({
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.02em',
});
