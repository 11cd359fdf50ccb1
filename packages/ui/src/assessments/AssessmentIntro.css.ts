import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const duration = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.fg.muted,
  fontSize: vars.font.size.sm,
});

export const locked = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warning.subtle,
  color: vars.color.warning.fg,
});

export const lockedTitle = style({ margin: 0, fontWeight: vars.font.weight.semibold });
