import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
});

const dotBase = style({ width: 10, height: 10, borderRadius: vars.radius.full, flexShrink: 0 });

export const dotColor = styleVariants({
  open: [dotBase, { backgroundColor: vars.color.success.solid }],
  progress: [dotBase, { backgroundColor: vars.color.warning.solid }],
  archived: [dotBase, { backgroundColor: vars.color.fg.subtle }],
});

export const categorySwatch = style({
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  flexShrink: 0,
});
