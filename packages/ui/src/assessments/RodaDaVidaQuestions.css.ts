import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const question = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const ends = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.font.size.xs,
  color: vars.color.fg.muted,
});
