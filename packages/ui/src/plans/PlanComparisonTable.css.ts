import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const yes = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.fg.default,
});

export const yesIcon = style({ color: vars.color.success.fg });

export const no = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.fg.muted,
});

export const current = style({ backgroundColor: vars.color.accent.subtle });

export const rowHeader = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  letterSpacing: 'normal',
  textTransform: 'none',
  color: vars.color.fg.default,
  textAlign: 'start',
  whiteSpace: 'nowrap',
});
